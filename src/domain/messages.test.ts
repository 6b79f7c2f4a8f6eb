import { describe, expect, it } from 'vitest';
import * as m from './messages';

// Each literal is re-typed from docs/requirements.md so a typo in either place fails the test.
describe('messages', () => {
  it('call-back form texts match the spec', () => {
    expect(m.PHONE_REQUIRED).toBe('Укажите мобильный телефон');
    expect(m.PHONE_MUST_START_WITH_9).toBe('Номер телефона должен начинаться с +7 9');
    expect(m.NAME_TOO_LONG).toBe('Не более 50 символов');
    expect(m.QUESTION_TOO_LONG).toBe('Не более 500 символов');
    expect(m.CALL_BACK_SUCCESS).toBe('Мы позвоним вам в течении получаса');
  });

  it('generic validation texts of the call-back form match the spec', () => {
    expect(m.CALL_BACK_GENERIC_REQUIRED).toBe('Value is required');
    expect(m.callBackGenericMinLength(3)).toBe('This field should be at least 3 characters long');
    expect(m.callBackGenericMinLength(10)).toBe('This field should be at least 10 characters long');
  });

  // Issue 11 defect 5: the account forms showed the English generic texts.
  it('the account forms get Russian generic texts', () => {
    expect(m.REQUIRED).toBe('Заполните это поле');
    expect(m.minLengthMessage(8)).toBe('Не менее 8 символов');
    expect(m.minLengthMessage(1)).toBe('Не менее 1 символа');
    expect(m.minLengthMessage(11)).toBe('Не менее 11 символов');
    expect(m.minLengthMessage(21)).toBe('Не менее 21 символа');
  });

  it('error catalogue texts match the spec', () => {
    expect(m.SERVER_ERROR).toBe('Ошибка на сервере');
    expect(m.FOOTER_LOAD_ERROR).toBe('Пожалуйста сообщите об ошибке администратору');
    expect(m.BLOCKED_BY_FRONTEND_POLICY).toBe('Blocked by frontend policy');
    expect(m.FINGERPRINT_TIMEOUT).toBe('Fingerprint timeout');
    expect(m.pageNotFoundMessage('/nope/x')).toBe('Page Not Found: /nope/x');
    expect(m.NOTIFICATION_DEFAULT_TITLE).toBe('Warning');
  });

  it('Russian texts contain no Latin look-alike letters', () => {
    const russian = [m.PHONE_REQUIRED, m.PHONE_MUST_START_WITH_9, m.NAME_TOO_LONG, m.QUESTION_TOO_LONG,
      m.SERVER_ERROR, m.FOOTER_LOAD_ERROR, m.CALL_BACK_SUCCESS, m.REQUIRED, m.minLengthMessage(8)];
    for (const text of russian) expect(text).not.toMatch(/[A-Za-z]/);
  });
});
