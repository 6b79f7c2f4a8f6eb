// The client's choice about analytics cookies: the `AnalyticsConsent` cookie, '0' when refused and
// '1' when given (a consent banner, or the client's own setting, writes it). No cookie is no
// refusal. The app's own reports (machine transitions) and the analytics tag stop while refused.
import { parsedCookie } from './cookie-values';

export const ANALYTICS_CONSENT_COOKIE = 'AnalyticsConsent';

const isChoice = (value: string): value is '0' | '1' => value === '0' || value === '1';

/** True when the cookies say the client refused analytics. */
export const analyticsRefused = (cookies: string): boolean => parsedCookie(cookies, ANALYTICS_CONSENT_COOKIE, isChoice) === '0';
