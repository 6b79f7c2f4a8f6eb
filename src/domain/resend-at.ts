// When a one-time code may be asked for again (the login's and the registration's code screens):
// the flows compute it from the server's pause; the code-resend machine counts down to it.
/** When a new code may be asked for: now + the pause the server gave with the last code. */
export const resendAvailableAt = (resendAfterSeconds: number, now: number = Date.now()): number => now + resendAfterSeconds * 1000;
