// The registration model's inputs and the fake server of its UI paths: every call of a step is
// held until the path says how it ends (`xstate.done.actor.<id>` resolves it with the answer
// below, `xstate.error.actor.<id>` rejects it with the server's refusal).
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AccountApi } from '../../../src/api/account';
import { ApiError } from '../../../src/api/errors';
import { freshRegistration, type RegistrationData } from '../../../machines/registration.machine';
import type { RegistrationStepName } from '../../../machines/registration.steps';

const DRAFTS: Partial<Record<RegistrationStepName, Record<string, unknown>>> = {
  REGISTRATION: {
    phone: '+7 (900) 123-45-67',
    lastName: 'Иванова',
    firstName: 'Анна',
    middleName: 'Сергеевна',
    birthDate: '12.04.1990',
    email: 'anna@example.ru',
    acceptRules: 'true',
    acceptPersonalData: 'true',
    amount: 15000,
    term: 21,
  },
  PASSPORT_REGISTRATION: { passport: '4510 123456', issueDate: '20.05.2015', departmentCode: '770-001', issuedBy: 'ОВД Тверского района', birthPlace: 'г. Москва' },
  ADDRESS_REGISTRATION: {
    'registration.query': 'г Москва, ул Тверская, д 1',
    'registration.postCode': '125009',
    'registration.region': 'Москва',
    'registration.city': 'Москва',
    'registration.street': 'ул Тверская',
    'registration.house': '1',
    'registration.flat': '',
    sameAsRegistration: '',
  },
  EMPLOYMENT_REGISTRATION: { employmentType: 'Student', monthlyIncome: '30000', monthlyExpenses: '' },
};

/** A client who typed every form before a reload (the password is never stored). */
export const DRAFTED: RegistrationData = {
  ...freshRegistration(),
  steps: freshRegistration().steps.map((s) => ({ ...s, data: { ...DRAFTS[s.stepName] } })),
};

/** A client whose application is being decided (a reload during the poll). */
export const AT_SCORING: RegistrationData = { ...DRAFTED, currentStep: 'SCORING', furthestStep: 'SCORING', scoringRequestId: 7, scoringStatus: 'pending', bankCardId: 5 };

export const CARD_URL = 'https://pay.example/card-form';

/** What the server refuses with, and what the client then sees (field error id → text). */
export const REFUSALS: Record<string, { error: ApiError; shows: [string, string] }> = {
  sendRegistration: { error: new ApiError(400, [{ ErrorCode: 'PHONE_TAKEN', Message: 'Этот номер уже зарегистрирован' }], null), shows: ['reg-phone-error', 'Этот номер уже зарегистрирован'] },
  confirmRegistration: { error: new ApiError(400, [{ ErrorCode: 'WRONG_CODE', Message: 'Неверный код' }], null), shows: ['reg-code-error', 'Неверный код'] },
  savePassport: {
    error: new ApiError(400, [{ ErrorCode: 'VALIDATION_ERROR', Message: 'body/IssuedBy must NOT have more than 300 characters' }], null),
    shows: ['passport-issued-by-error', 'Проверьте значение поля'],
  },
  saveAddress: { error: new ApiError(400, [{ ErrorCode: 'ADDRESS_INVALID', Message: 'Адрес не найден' }], null), shows: ['form-error', 'Адрес не найден'] },
  saveWorksheet: {
    error: new ApiError(400, [{ ErrorCode: 'VALIDATION_ERROR', Message: 'body/MonthlyIncome must be >= 0' }], null),
    shows: ['employment-income-error', 'Проверьте значение поля'],
  },
  recognizePassport: { error: new ApiError(503, [{ ErrorCode: 'UNAVAILABLE', Message: 'Сервис распознавания недоступен' }], null), shows: ['', 'Сервис распознавания недоступен'] },
  loadCards: { error: new ApiError(503, [{ ErrorCode: 'UNAVAILABLE', Message: 'Карты сейчас недоступны' }], null), shows: ['form-error', 'Карты сейчас недоступны'] },
  requestCardLink: { error: new ApiError(502, [{ ErrorCode: 'PROVIDER', Message: 'Платёжный сервис недоступен' }], null), shows: ['form-error', 'Платёжный сервис недоступен'] },
  uploadCardPhoto: { error: new ApiError(413, [{ ErrorCode: 'TOO_LARGE', Message: 'Файл слишком большой' }], null), shows: ['card-photo-error', 'Файл слишком большой'] },
  requestScoring: { error: new ApiError(400, [{ ErrorCode: 'AMOUNT_OUT_OF_RANGE', Message: 'Сумма займа вне допустимых пределов' }], null), shows: ['scoring-error', 'Сумма займа вне допустимых пределов'] },
  checkScoringAnswer: { error: new ApiError(503, [{ ErrorCode: 'UNAVAILABLE', Message: 'Скоринг недоступен' }], null), shows: ['scoring-error', 'Скоринг недоступен'] },
  startRegistration: { error: new ApiError(503, [{ ErrorCode: 'UNAVAILABLE', Message: 'Недоступно' }], null), shows: ['', ''] },
};

/** The API call of each actor of the machine, and the server's answer for the model's output. */
export const CALLS: Record<string, { method: keyof AccountApi; answer: (output: unknown) => unknown }> = {
  startRegistration: { method: 'startRegistration', answer: (o) => ({ CurrentStep: (o as { currentStep: string }).currentStep, StepCount: 5 }) },
  sendRegistration: { method: 'registration', answer: () => ({ CodeLength: 6, ResendAfterSeconds: 0, SentTo: '+7 (***) ***-45-67' }) },
  confirmRegistration: { method: 'registrationConfirm', answer: () => ({ Token: 'registered-token', Expires: '2099-01-01T00:00:00Z' }) },
  recognizePassport: {
    method: 'passportRecognize',
    answer: (o) => (o ? { Status: 'done', Series: '4511', Number: '654321', IssueDate: '2016-06-21', DepartmentCode: '770002', IssuedBy: 'ОВД Арбат' } : { Status: 'failed' }),
  },
  savePassport: { method: 'registrationPassport', answer: () => ({}) },
  saveAddress: { method: 'registrationAddress', answer: () => ({}) },
  loadCards: {
    method: 'cards',
    answer: (o) => ((o as { bankCardId: number | null }).bankCardId ? [{ Id: 5, MaskedPan: '220000******4242', IsDefault: true }] : []),
  },
  requestCardLink: { method: 'addCardByUrl', answer: () => ({ Url: CARD_URL }) },
  uploadCardPhoto: { method: 'uploadUserDocument', answer: () => ({ Id: 1, FileName: 'card.png' }) },
  saveWorksheet: { method: 'saveWorksheet', answer: () => ({}) },
  requestScoring: { method: 'requestScoring', answer: () => ({ Id: 42 }) },
  checkScoringAnswer: {
    method: 'checkScoringAnswer',
    answer: (o) => ({ Status: { approved: 'approved', refused: 'rejected', pending: 'pending' }[(o as { status: string }).status] }),
  },
  // «Перейти в личный кабинет»: the session reloads the client's data and routes; the reload's
  // profile read is held (see holdProfile) until the path says the session has answered.
  leaveForCabinet: { method: 'userProfile', answer: () => PROFILE },
};

const PROFILE = { Id: 1, Phone: '79001234567', Email: null, UserInfo: { FirstName: 'Анна' }, Extremist: false, IsFreezed: false, IsReject: false, IsRegistrationFinished: false, IsFincert: false };

/** Calls the paths settle are held; the session's own reads answer at once. */
export function heldApi() {
  const held = new Map<string, Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>>();
  const controlled = new Set<string>(Object.values(CALLS).map((c) => c.method));
  controlled.delete('userProfile');
  let profileHeld = false;
  const hold = (name: string) =>
    new Promise((resolve, reject) => {
      const queue = held.get(name) ?? [];
      queue.push({ resolve, reject });
      held.set(name, queue);
    });
  const instant: Partial<Record<keyof AccountApi, () => Promise<unknown>>> = {
    userProfile: async () => PROFILE,
    loans: async () => [],
    settings: async () => ({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [] }),
    currentScoringRequest: async () => ({ Pending: false, Request: null }),
    registrationResendCode: async () => ({ CodeLength: 6, ResendAfterSeconds: 0, SentTo: '+7 (***) ***-00-00' }),
  };
  const api = new Proxy({} as AccountApi, {
    get: (_, name: string) => {
      if (controlled.has(name)) return () => hold(name);
      if (name === 'userProfile' && profileHeld) {
        profileHeld = false;
        return () => hold(name);
      }
      return instant[name as keyof AccountApi] ?? (() => Promise.reject(new Error(`unexpected call ${name}`)));
    },
  });
  /** Settles the oldest held call of the actor once the screen has made it. */
  async function settle(actorId: string, how: 'done' | 'error', output?: unknown) {
    const call = CALLS[actorId];
    if (!call) throw new Error(`no call for ${actorId}`);
    await waitFor(() => expect(held.get(call.method)?.length ?? 0).toBeGreaterThan(0));
    const next = held.get(call.method)!.shift()!;
    if (how === 'done') next.resolve(call.answer(output));
    else next.reject(REFUSALS[actorId]!.error);
  }
  /** The session's next profile read is held (its reload when the client leaves for the cabinet). */
  const holdProfile = () => {
    profileHeld = true;
  };
  return { api, settle, holdProfile };
}
