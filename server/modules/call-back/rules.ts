// The call-back limits and captcha rules in one place (documented in the README and decisions).
export const rules = {
  /** Accepted call-backs per phone per hour; the next one gets 429 with Retry-After. */
  perPhonePerHour: 3,
  /** Attempts (any outcome) per IP per hour; the next one gets 429 with Retry-After. */
  attemptsPerIpPerHour: 20,
  /** More than this many attempts from one X-AppId in the window demands the v2 challenge. */
  perAppIdBeforeV2: 3,
  appIdWindowMs: 10 * 60 * 1000,
  hourMs: 60 * 60 * 1000,
  /** A v3 score below this demands the v2 challenge. */
  minV3Score: 0.5,
  /** Life of the x-nonceid handed out with RECAPTCHA_V2_REQUIRED. */
  nonceLifeMs: 5 * 60 * 1000,
  /** Sandbox switch testers can use from the form: a phone number ending in 00-00 always gets the v2 challenge. */
  forceV2PhoneSuffix: '0000',
  /** Sandbox switch for scripts: request header `x-sandbox-captcha: v2`. */
  forceV2Header: 'x-sandbox-captcha',
};
