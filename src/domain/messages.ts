// User-visible and logged texts quoted verbatim from requirements §4, §5 and §8.
// Some are English or keep the original spelling on purpose: tests, logs and the
// real API compare them as they are, so do not "fix" them. The texts the start-up shows are in
// startup-messages.ts (re-exported here): this module's own texts are the lazily loaded forms' (issue 32).

export { BLOCKED_BY_FRONTEND_POLICY, FOOTER_LOAD_ERROR, NOTIFICATION_DEFAULT_TITLE, SERVER_ERROR, pageNotFoundMessage } from './startup-messages';

export const PHONE_REQUIRED = 'Укажите мобильный телефон';
export const PHONE_MUST_START_WITH_9 = 'Номер телефона должен начинаться с +7 9';
export const NAME_TOO_LONG = 'Не более 50 символов';
export const QUESTION_TOO_LONG = 'Не более 500 символов';

// requirements §5 lists these two, in English, as the generic messages of the call-back form. None of
// its fields can show them (the phone has its own required text, the other fields are optional
// and have no minimum), so they stay here verbatim for that form and nowhere else.
export const CALL_BACK_GENERIC_REQUIRED = 'Value is required';
export const callBackGenericMinLength = (min: number): string =>
  `This field should be at least ${min} characters long`;

// Every other form (login, registration, password recovery, ombudsmen) speaks Russian (issue 11).
export const REQUIRED = 'Заполните это поле';
export const minLengthMessage = (min: number): string =>
  `Не менее ${min} ${min % 10 === 1 && min % 100 !== 11 ? 'символа' : 'символов'}`;

export const FINGERPRINT_TIMEOUT = 'Fingerprint timeout';

// "в течении" is the spec's wording; kept as written.
export const CALL_BACK_SUCCESS = 'Мы позвоним вам в течении получаса';

/** Why the phone cannot be changed now (the server refuses it too: PHONE_CHANGE_LOCKED). */
export const PHONE_CHANGE_LOCKED = 'Номер телефона нельзя изменить, пока у вас есть непогашенный заём. Погасите заём или обратитесь в поддержку.';
