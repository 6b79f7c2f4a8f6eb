// The account calls of registration, login and the session (typed by the contract, each resolving
// with the answer or throwing ApiError), apart from the account's keys and queries (./account.ts):
// an anonymous visitor's start makes none of them, so their code loads on the first call.
import type { ApiClient } from './clients';
import { unwrap, type FetchResult } from './errors';
import type { Schemas, AuthToken } from './account';
import { fetchLoans } from './loans';

async function ok<T>(promise: Promise<FetchResult<T>>): Promise<T> {
  return unwrap(await promise);
}

/** Login answers a token at once for a trusted device, or an SMS challenge (LoginComplete). */
export type LoginAnswer = { kind: 'token'; token: AuthToken } | { kind: 'challenge'; challenge: Schemas['LoginChallenge'] };

const isToken = (v: unknown): v is AuthToken => typeof v === 'object' && v !== null && typeof (v as AuthToken).Token === 'string';

function multipart(file: File): FormData {
  const form = new FormData();
  form.append('File', file);
  return form;
}

// openapi-fetch serialises bodies as JSON unless told otherwise; multipart goes through as is.
const asIs = (body: unknown) => body as never;

export function createAccountCalls(client: ApiClient) {
  return {
    login: async (body: Schemas['LoginRequest']): Promise<LoginAnswer> => {
      const answer: unknown = await ok(client.POST('/api/Account/Login', { body }));
      return isToken(answer) ? { kind: 'token', token: answer } : { kind: 'challenge', challenge: answer as Schemas['LoginChallenge'] };
    },
    loginComplete: (body: Schemas['LoginCompleteRequest']) => ok(client.POST('/api/Account/LoginComplete', { body })),
    refreshToken: (token: string) => ok(client.GET('/api/Account/RefreshToken', { params: { query: { token } } })),
    userProfile: () => ok(client.GET('/api/Account/UserProfile')),
    authOnSite: (Purpose: Schemas['AuthOnSiteRequest']['Purpose']) => ok(client.POST('/api/Account/AuthOnSite', { body: { Purpose } })),
    crossAuth: (OldToken: string) => ok(client.POST('/api/CrossAuth/Create', { body: { OldToken } })),
    loans: (signal?: AbortSignal) => fetchLoans(client, signal),
    settings: () => ok(client.GET('/api/Info/Settings')),
    currentScoringRequest: () => ok(client.GET('/api/Loans/CurrentScoringRequest')),

    passwordRestore: (body: Schemas['PhoneBirthDayRequest']) => ok(client.POST('/api/Account/PasswordRestore', { body })),
    forgotPasswordSendSms: (body: Schemas['PhoneBirthDayRequest']) => ok(client.POST('/api/Account/ForgotPasswordSendSms', { body })),
    forgotPasswordSendSmsAgain: (phone: string) =>
      ok(client.POST('/api/Account/ForgotPasswordSendSmsAgain', { params: { query: { phone } } })),
    forgotPasswordCheckSmsCode: (body: Schemas['PhoneCodeRequest']) => ok(client.POST('/api/Account/ForgotPasswordCheckSmsCode', { body })),
    forgotPasswordSendEmail: (body: Schemas['EmailRequest']) => ok(client.POST('/api/Account/ForgotPasswordSendEmail', { body })),
    restorePasswordByEmail: (body: Schemas['EmailAndCodeRequest']) => ok(client.POST('/api/Account/RestorePasswordByEmail', { body })),
    newPassword: (body: Schemas['NewPasswordRequest']) => ok(client.POST('/api/Account/NewPassword', { body })),

    startRegistration: (source: 'registration' | 'creation') =>
      ok(client.GET('/api/Account/StartRegistration', { params: { query: { source } } })),
    registration: (body: Schemas['RegistrationRequest']) => ok(client.POST('/api/Account/Registration', { body })),
    registrationConfirm: (body: Schemas['PhoneCodeRequest']) => ok(client.POST('/api/Account/Registration/Confirm', { body })),
    registrationResendCode: (body: Schemas['PhoneRequest']) => ok(client.POST('/api/Account/Registration/ResendCode', { body })),
    registrationPassport: (body: Schemas['PassportRequest']) => ok(client.POST('/api/Account/Registration/Passport', { body })),
    registrationAddress: (body: Schemas['AddressRequest']) => ok(client.POST('/api/Account/Registration/Address', { body })),
    saveWorksheet: (body: Schemas['Worksheet']) => ok(client.POST('/api/Account/Worksheet', { body })),
    passportRecognize: (file: File) =>
      ok(client.POST('/api/files/PassportRecognize', { body: asIs(multipart(file)), bodySerializer: (b: unknown) => b as FormData })),
    uploadUserDocument: (groupId: number, file: File) =>
      ok(
        client.POST('/api/files/userdocument', {
          params: { query: { groupId } },
          body: asIs(multipart(file)),
          bodySerializer: (b: unknown) => b as FormData,
        }),
      ),
    cards: () => ok(client.GET('/api/cards')),
    addCardByUrl: (ReturnUrl: string) => ok(client.POST('/api/cards/AddCardByUrl', { body: { ReturnUrl } })),
    registrationCalculator: () => ok(client.GET('/api/Account/RegistrationCalculator')),
    requestScoring: (body: Schemas['LoanChoice']) => ok(client.POST('/api/Loans/RequestScoringAnswer', { body })),
    checkScoringAnswer: (id: number) => ok(client.GET('/api/Loans/CheckScoringAnswer/{id}', { params: { path: { id } } })),
  };
}

export type AccountApi = ReturnType<typeof createAccountCalls>;
