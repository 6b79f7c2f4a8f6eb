// The client's choice about analytics cookies: the `AnalyticsConsent` cookie, '0' when refused and
// '1' when given (a consent banner, or the client's own setting, writes it). No cookie is no
// refusal. The app's own reports (machine transitions) and the analytics tag stop while refused.
import { z } from '@machines/zod';
import { parsedCookie } from './cookie-values';

export const ANALYTICS_CONSENT_COOKIE = 'AnalyticsConsent';

const choice = z.enum(['0', '1']);

/** True when the cookies say the client refused analytics. */
export const analyticsRefused = (cookies: string): boolean => parsedCookie(cookies, ANALYTICS_CONSENT_COOKIE, choice) === '0';
