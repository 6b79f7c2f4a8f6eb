// The registration machine with its real calls (design-notes §2: only src/flows provides effects): each
// step's call over the account API, its refusal placed beside the form's fields, and the forms
// with the rules the views show (src/flows/registration/step-forms.ts).
import { fromPromise } from 'xstate';
import { registrationForms, CHECKED, type AddressField } from '@machines/registration.forms';
import { registrationMachine, type RegistrationData, type RegistrationVariant, type ScoringAnswer, type StepData } from '@machines/registration.machine';
import type { AccountApi, AuthToken } from '@/api/account';
import { withServerMessage } from '@/api/errors';
import { placeErrors, type FieldMap } from '@/flows/server-errors';
import { resendAvailableAt } from '@/domain/resend-at';
import { formatDepartmentCode, formatPassport, parseCurrency, unformatDepartmentCode, unformatPassport, unformatPhone, unformatSmsCode } from '@/domain/masks';
import { rublesToKopecks } from '@/domain/money';
import { addressOf, addressSchema, employmentSchema, hasEmployer, isSameAddress, passportSchema, personalSchema, type AddressValue } from '@/flows/registration/step-forms';
import { smsCodeSchema } from '@/domain/field-rules';
import { fromIsoDate, toIsoDate } from '@/domain/validation';
import { trackAccountCreated, trackPassportEntered } from '../third-party/tracker';
import { chosenLoan, SCORING_CONNECTION_MESSAGE } from './loan-choice';

/** Document group "Фотография банковской карты" (GET /api/files/UserDocumentGroup). */
export const CARD_PHOTO_GROUP = 3;
export const CARD_LINK_FAILED = 'Платёжный сервис не ответил, попробуйте ещё раз';

export interface RegistrationEffects {
  api: AccountApi;
  variant: RegistrationVariant;
  /** The page's own path, where the card provider sends the client back. */
  returnPath: string;
  startSession: (token: AuthToken) => void;
  /** The session's routing by requirements §2.5 for the page the client leaves; resolves once it has routed. */
  routeAfterLogin: (from: string) => Promise<void>;
  leave: (url: string) => void;
}

/** Runs a step's call; a refusal becomes the machine's StepFailure, placed by field. */
async function placed<T, F extends string>(call: () => Promise<T>, byCode: FieldMap<F>, byBodyField: FieldMap<F> = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw placeErrors(error, byCode, byBodyField);
  }
}

/** '220000******4242' → '•••• 4242'. */
export const maskedCard = (pan: string): string => `•••• ${pan.slice(-4)}`;

/** The passport form's values as the contract's PassportRequest (registration and the profile's change). */
export function passportRequest(v: Partial<Record<string, string>>) {
  const digits = unformatPassport(v.passport ?? '');
  return {
    Series: digits.slice(0, 4),
    Number: digits.slice(4),
    IssueDate: toIsoDate(v.issueDate ?? ''),
    DepartmentCode: formatDepartmentCode(unformatDepartmentCode(v.departmentCode ?? '')),
    IssuedBy: (v.issuedBy ?? '').trim(),
    BirthPlace: (v.birthPlace ?? '').trim(),
  };
}

/** A picked address as the contract's Address. */
export const toContractAddress = (a: AddressValue) => ({
  Region: a.region,
  City: a.city,
  Street: a.street,
  House: a.house,
  ...(a.postCode ? { PostCode: a.postCode } : {}),
  ...(a.flat.trim() ? { Flat: a.flat.trim() } : {}),
});

/** The server's scoring Status as the flows name it. */
export const scoringStatus = (status: string): ScoringAnswer['status'] =>
  status === 'approved' ? 'approved' : status === 'rejected' ? 'refused' : 'pending';

const text = (data: StepData, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');

export function provideRegistration({ api, variant, returnPath, startSession, routeAfterLogin, leave }: RegistrationEffects) {
  return registrationMachine.provide({
    actors: {
      ...registrationForms({ personal: personalSchema, code: smsCodeSchema, passport: passportSchema, address: addressSchema, employment: employmentSchema }),
      startRegistration: fromPromise(async () => ({ currentStep: (await api.startRegistration(variant)).CurrentStep })),
      sendRegistration: fromPromise(({ input: { values: v } }) =>
        placed(
          async () => {
            const sent = await api.registration({
              Phone: unformatPhone(v.phone ?? ''),
              LastName: (v.lastName ?? '').trim(),
              FirstName: (v.firstName ?? '').trim(),
              ...(v.middleName?.trim() ? { MiddleName: v.middleName.trim() } : {}),
              BirthDate: toIsoDate(v.birthDate ?? ''),
              Email: (v.email ?? '').trim(),
              AcceptAgreements: v.acceptRules === CHECKED && v.acceptPersonalData === CHECKED,
              Promo: variant === 'creation',
              CaptchaToken: '',
              Password: v.password ?? '',
            } as Parameters<AccountApi['registration']>[0]);
            return { sentTo: sent.SentTo ?? null, resendAt: resendAvailableAt(sent.ResendAfterSeconds) };
          },
          { PHONE_TAKEN: 'phone', AGE_NOT_ALLOWED: 'birthDate' },
          { Phone: 'phone', LastName: 'lastName', FirstName: 'firstName', MiddleName: 'middleName', BirthDate: 'birthDate', Email: 'email', Password: 'password' },
        ),
      ),
      confirmRegistration: fromPromise(({ input: { code, person } }) =>
        placed(
          async () => {
            const phone = unformatPhone(text(person, 'phone'));
            const token = await api.registrationConfirm({ Phone: phone, Code: unformatSmsCode(code) });
            startSession(token);
            trackAccountCreated({ phone, email: text(person, 'email').trim() });
          },
          { WRONG_CODE: 'code', CODE_EXPIRED: 'code', CODE_ATTEMPTS_EXCEEDED: 'code' },
          { Code: 'code' },
        ),
      ),
      recognizePassport: fromPromise(async ({ input }) => {
        const r = await api.passportRecognize(input.file);
        if (r.Status !== 'done') return null;
        return {
          ...(r.Series && r.Number ? { passport: formatPassport(`${r.Series}${r.Number}`) } : {}),
          ...(r.IssueDate ? { issueDate: fromIsoDate(r.IssueDate) } : {}),
          ...(r.DepartmentCode ? { departmentCode: formatDepartmentCode(r.DepartmentCode) } : {}),
          ...(r.IssuedBy ? { issuedBy: r.IssuedBy } : {}),
        };
      }),
      savePassport: fromPromise(({ input: { values: v } }) =>
        placed(
          async () => {
            await api.registrationPassport(passportRequest(v));
            trackPassportEntered({});
          },
          {},
          { Series: 'passport', Number: 'passport', IssueDate: 'issueDate', DepartmentCode: 'departmentCode', IssuedBy: 'issuedBy', BirthPlace: 'birthPlace' },
        ),
      ),
      saveAddress: fromPromise(({ input: { values } }) =>
        placed(async () => {
          const v = values as Record<AddressField, string>;
          const same = isSameAddress(v);
          await api.registrationAddress({
            Registration: toContractAddress(addressOf(v, 'registration')),
            SameAsRegistration: same,
            ...(same ? {} : { Actual: toContractAddress(addressOf(v, 'actual')) }),
          });
        }, {}),
      ),
      loadCards: fromPromise(async ({ input }) => {
        const list = await withServerMessage(() => api.cards(), 'Не удалось загрузить ваши карты. Попробуйте ещё раз.');
        const chosen = list.find((c) => c.Id === input.cardAdded) ?? list.find((c) => c.IsDefault) ?? list[list.length - 1];
        return { bankCardId: chosen?.Id ?? null, bankCardMask: chosen ? maskedCard(chosen.MaskedPan) : null };
      }),
      requestCardLink: fromPromise(async () => {
        const { Url } = await placed(() => api.addCardByUrl(returnPath), {});
        if (!Url) throw new Error(CARD_LINK_FAILED);
        return { url: Url };
      }),
      uploadCardPhoto: fromPromise(async ({ input }) => ({ fileName: (await placed(() => api.uploadUserDocument(CARD_PHOTO_GROUP, input.file), {})).FileName })),
      saveWorksheet: fromPromise(({ input: { values: v } }) =>
        placed(
          async () => {
            const employer = hasEmployer(v.employmentType ?? '');
            const expenses = parseCurrency(v.monthlyExpenses ?? '');
            await api.saveWorksheet({
              EmploymentType: v.employmentType as Parameters<AccountApi['saveWorksheet']>[0]['EmploymentType'],
              MonthlyIncome: rublesToKopecks(parseCurrency(v.monthlyIncome ?? '') ?? 0),
              ...(employer && v.employerName?.trim() ? { EmployerName: v.employerName.trim() } : {}),
              ...(employer && v.position?.trim() ? { Position: v.position.trim() } : {}),
              ...(employer && v.workPhone ? { WorkPhone: unformatPhone(v.workPhone) } : {}),
              ...(expenses !== null ? { MonthlyExpenses: rublesToKopecks(expenses) } : {}),
            });
          },
          {},
          { EmploymentType: 'employmentType', EmployerName: 'employerName', Position: 'position', WorkPhone: 'workPhone', MonthlyIncome: 'monthlyIncome', MonthlyExpenses: 'monthlyExpenses' },
        ),
      ),
      requestScoring: fromPromise(async ({ input }: { input: { steps: RegistrationData['steps']; bankCardId: number | null } }) => {
        const choice = await chosenLoan(api, input.steps);
        const answer = await withServerMessage(() => api.requestScoring(choice), SCORING_CONNECTION_MESSAGE);
        return { scoringRequestId: answer.Id };
      }),
      checkScoringAnswer: fromPromise(async ({ input }: { input: { scoringRequestId: number } }) => ({
        status: scoringStatus((await withServerMessage(() => api.checkScoringAnswer(input.scoringRequestId), SCORING_CONNECTION_MESSAGE)).Status),
      })),
      leaveForCabinet: fromPromise(() => routeAfterLogin(variant === 'creation' ? '/creation' : '/registration')),
    },
    actions: {
      leaveForCardLink: (_, params) => leave(params.url),
      logError: (_, params) => console.warn(`[registration] ${params.where}:`, params.error),
    },
  });
}
