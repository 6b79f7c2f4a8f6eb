// Browser storage the session and the flows share. Registration lives in localStorage because
// a 401 clears session storage but must keep the registration (SPEC §8).
export const REGISTRATION_STORAGE_KEY = 'registration.v1';
/** ISO expiry of the auth cookie: a cookie's own expiry cannot be read back from document.cookie. */
export const TOKEN_EXPIRES_KEY = 'auth.expires';
/** Set once the pending-scoring check ran in this session (SPEC §2.5). */
export const PENDING_SCORING_CHECKED_KEY = 'session.pendingScoringChecked';

/** Set for a client once the scoring-failure page was shown to them in this browser (SPEC §2.5 rule 5). */
export const failurePageVisitedKey = (userId: number): string => `session.failurePageVisited.${userId}`;

export function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const clearRegistrationStorage = (): void => safeStorage('local')?.removeItem(REGISTRATION_STORAGE_KEY);
