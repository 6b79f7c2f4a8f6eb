import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { placeErrors } from '@/flows/server-errors';
import { DECISION_PATHS, routeFlagsOf } from './post-login';
import { REFRESH_AHEAD_MS, refreshDelay } from '@machines/session.token';

describe('post-login paths', () => {
  it('maps every decision to the route table paths', () => {
    expect(DECISION_PATHS.profile).toBe('/lk/Dashboard');
    expect(DECISION_PATHS['scoring-failure']).toBe('/lk/scoring-failure');
    expect(DECISION_PATHS['registration-bank-card']).toBe('/registration?step=BANK_CARD_REGISTRATION');
  });
  it('derives the route flags of rules 1 and 4', () => {
    expect(routeFlagsOf('/creation')).toEqual({ isPromoRoute: true, isFastPaymentRoute: false, isProfileEditRoute: false });
    expect(routeFlagsOf('/lk/payment-sbp').isFastPaymentRoute).toBe(true);
    expect(routeFlagsOf('/lk/profile-edit/phone').isProfileEditRoute).toBe(true);
    expect(routeFlagsOf('/login')).toEqual({ isPromoRoute: false, isFastPaymentRoute: false, isProfileEditRoute: false });
  });
  it('matches the route in any letter case, as the router does', () => {
    expect(routeFlagsOf('/Creation?utm=1').isPromoRoute).toBe(true);
    expect(routeFlagsOf('/LK/Payment-SBP').isFastPaymentRoute).toBe(true);
    expect(routeFlagsOf('/lk/Profile-Edit/phone').isProfileEditRoute).toBe(true);
  });
});

describe('token refresh timing', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('renews five minutes before the expiry', () => {
    expect(refreshDelay('2026-01-01T12:00:00Z', now)).toBe(12 * 3600_000 - REFRESH_AHEAD_MS);
  });
  it('renews at once when the expiry is near, and not at all without one', () => {
    expect(refreshDelay('2026-01-01T00:01:00Z', now)).toBe(1000);
    expect(refreshDelay(null, now)).toBeNull();
    expect(refreshDelay('not a date', now)).toBeNull();
  });
});

describe('server errors beside their field', () => {
  it('places known codes and validator paths, the rest on the form', () => {
    const error = new ApiError(
      400,
      [
        { ErrorCode: 'WRONG_CODE', Message: 'Неверный код. Осталось попыток: 2' },
        { ErrorCode: 'VALIDATION_ERROR', Message: 'body/Email must match pattern' },
        { ErrorCode: 'RATE_LIMITED', Message: 'Код можно запросить снова через 30 с' },
      ],
      null,
    );
    const placed = placeErrors(error, { WRONG_CODE: 'code' }, { Email: 'email' });
    expect(placed.fields).toEqual({ code: 'Неверный код. Осталось попыток: 2', email: 'Проверьте значение поля' });
    expect(placed.form).toBe('Код можно запросить снова через 30 с');
  });
  it('a network failure is a form error', () => {
    expect(placeErrors(new TypeError('Failed to fetch'), {}).form).toBe('Ошибка на сервере');
  });
});
