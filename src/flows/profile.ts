// The profile's flows with their real effects (DESIGN §3: provided only in src/flows/): changing the
// phone, e-mail, passport or address (machines/profile-edit.machine.ts) with the forms of SPEC §5,
// identity through Госуслуги (machines/identity.machine.ts) and uploading documents
// (machines/documents.machine.ts).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createFormMachine } from '@machines/form.machine';
import { documentsMachine } from '@machines/documents.machine';
import { identityMachine, type ProviderReturn } from '@machines/identity.machine';
import { trustedDevicesMachine } from '@machines/trusted-devices.machine';
import { profileEditMachine, type ChangeInput, type ChangeOutcome, type ProfileEditKind } from '@machines/profile-edit.machine';
import { ADDRESS_FIELDS, PASSPORT_FIELDS, type AddressField } from '@machines/registration.forms';
import { isActiveLoan } from '@machines/loan-status';
import { accountKeys, type AccountApi } from '@/api/account';
import { loansKeys, loansQueries } from '@/api/loans';
import { createProfileApi, profileKeys, profileQueries, type ProfileApi } from '@/api/profile';
import { underRequestKeys } from '@/api/under-request';
import type { ApiClients } from '@/api/clients';
import { errorText, placeErrors } from './server-errors';
import { PHONE_CHANGE_LOCKED } from '@/domain/messages';
import { unformatPhone } from '@/domain/masks';
import { opaque, readQuery } from '@/domain/page-query';
import { addressOf, validateAddress, validatePassport } from './registration/step-forms';
import { emailError, maskedError, passwordError, phoneError, repeatError, requiredError } from '@/domain/validation';
import { passportRequest, toContractAddress } from './registration/registration-effects';
import { signing, smsCodeForm } from './sms-signing';
import { useSessionServices } from './session/SessionProvider';

export const IDENTITY_PATH = '/lk/identity-confirmation';
export const PROFILE_PATH = '/lk/profile-edit';
/** Files group of the passport spread with the photo (GET files/UserDocumentGroup). */
export const PASSPORT_PHOTO_GROUP = 1;

/** The form of each kind, with the rules its fields show. */
export const profileEditForms = {
  // The current password as well: a session left open on a shared computer must not be enough
  // to move the account to another phone or e-mail.
  phone: createFormMachine({ id: 'phoneChange', fields: ['phone', 'password'], validate: (v) => ({ phone: phoneError(v.phone), password: requiredError(v.password) }) }),
  email: createFormMachine({ id: 'emailChange', fields: ['email', 'password'], validate: (v) => ({ email: emailError(v.email), password: requiredError(v.password) }) }),
  passport: createFormMachine({ id: 'passportChange', fields: PASSPORT_FIELDS, validate: validatePassport }),
  address: createFormMachine({ id: 'addressChange', fields: ADDRESS_FIELDS, validate: validateAddress }),
  password: createFormMachine({
    id: 'passwordChange',
    fields: ['oldPassword', 'newPassword', 'repeat'],
    validate: (v) => ({ oldPassword: requiredError(v.oldPassword), newPassword: passwordError(v.newPassword), repeat: repeatError(v.newPassword, v.repeat) }),
  }),
} as const;

const mailCodeForm = createFormMachine({ id: 'mailCode', fields: ['code'], validate: (v) => ({ code: maskedError('mailCode', v.code) }) });

// Where the server's refusals go in each form.
const PLACES = {
  phone: [{ PHONE_TAKEN: 'phone', PHONE_INVALID: 'phone', WRONG_PASSWORD: 'password' }, { Phone: 'phone', Password: 'password' }],
  email: [{ EMAIL_TAKEN: 'email', WRONG_PASSWORD: 'password' }, { Email: 'email', Password: 'password' }],
  passport: [{}, { Passport: 'passport' }],
  address: [{}, { Address: 'registration.query' }],
  password: [{ WRONG_PASSWORD: 'oldPassword' }, { NewPassword: 'newPassword' }],
} as const;

async function placed<T>(kind: ProfileEditKind, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const [byCode, byField] = PLACES[kind];
    throw placeErrors<string>(error, byCode, byField);
  }
}

export interface ProfileEffects {
  profile: ProfileApi;
  account: AccountApi;
  clients: Pick<ApiClients, 'api'>;
  queryClient: QueryClient;
}

async function sendChange({ profile, account }: ProfileEffects, { kind, values, photo }: ChangeInput, signal: AbortSignal): Promise<ChangeOutcome> {
  if (kind === 'phone') return { next: 'code', ...(await profile.approvePhone(unformatPhone(values.phone ?? ''), values.password ?? '', signal)) };
  if (kind === 'email') return { next: 'code', ...(await profile.approveEmail((values.email ?? '').trim(), values.password ?? '', signal)) };
  if (kind === 'password') {
    await profile.changePassword(values.oldPassword ?? '', values.newPassword ?? '', signal);
    return { next: 'saved' };
  }
  if (kind === 'address') {
    await profile.requestChange({ Type: 'address', Address: toContractAddress(addressOf(values as Record<AddressField, string>, 'registration')) }, signal);
    return { next: 'saved' };
  }
  const { Id } = await account.uploadUserDocument(PASSPORT_PHOTO_GROUP, photo!);
  const answer = await profile.requestChange({ Type: 'passport', Passport: passportRequest(values), DocumentId: Id }, signal);
  return answer.Status === 'pending' ? { next: 'review' } : { next: 'saved' };
}

export function provideProfileEdit(kind: ProfileEditKind, effects: ProfileEffects) {
  const { profile, clients, queryClient } = effects;
  return profileEditMachine.provide({
    actors: {
      checkAllowed: fromPromise(async (): Promise<string | null> => {
        const loans = await queryClient.fetchQuery(loansQueries(clients.api).list());
        return loans.some(isActiveLoan) ? PHONE_CHANGE_LOCKED : null;
      }),
      sendChange: fromPromise(({ input, signal }: { input: ChangeInput; signal: AbortSignal }) => placed(input.kind, () => sendChange(effects, input, signal))),
      confirmChange: fromPromise(({ input, signal }: { input: { kind: ProfileEditKind; values: Record<string, string>; code: string }; signal: AbortSignal }): Promise<unknown> =>
        signing(() => (input.kind === 'phone' ? profile.confirmPhone(unformatPhone(input.values.phone ?? ''), input.code, signal) : profile.confirmEmail(input.code, signal))),
      ),
      editForm: profileEditForms[kind] as never,
      codeForm: (kind === 'email' ? mailCodeForm : smsCodeForm) as never,
    },
    actions: {
      dataChanged: () => {
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      },
    },
  });
}

/** What the provider's page put in the address on the way back. */
export function providerReturnOf(search: string): ProviderReturn {
  const { code, state, error } = readQuery(search, { code: opaque, state: opaque, error: opaque });
  if (code !== null && state !== null) return { kind: 'code', code, state };
  return error !== null ? { kind: 'refused' } : null;
}

export function provideIdentity(effects: ProfileEffects, navigate: (to: string, options?: { replace?: boolean }) => void, leaveFor: (url: string) => void = (url) => window.location.assign(url)) {
  const { profile, queryClient } = effects;
  const queries = profileQueries(profile);
  return identityMachine.provide({
    actors: {
      fetchConfirmed: fromPromise(async () => (await queryClient.fetchQuery(queries.personalData())).IdentityConfirmed),
      requestProviderPage: fromPromise(async ({ signal }) => (await profile.esiaUrl(IDENTITY_PATH, signal)).Url),
      confirmWithProvider: fromPromise(({ input, signal }: { input: { code: string; state: string }; signal: AbortSignal }): Promise<unknown> =>
        profile.confirmEsia(input.code, input.state, signal),
      ),
    },
    actions: {
      leave: (_, { url }) => leaveFor(url),
      forgetReturn: () => navigate(IDENTITY_PATH, { replace: true }),
      dataChanged: () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    },
  });
}

export function provideDocuments(effects: ProfileEffects) {
  const { account, queryClient } = effects;
  return documentsMachine.provide({
    actors: {
      uploadDocument: fromPromise(async ({ input }: { input: { groupId: number; file: File } }): Promise<{ FileName: string }> => {
        try {
          return { FileName: (await account.uploadUserDocument(input.groupId, input.file)).FileName };
        } catch (error) {
          throw new Error(errorText(error));
        }
      }),
    },
    actions: {
      documentsChanged: () => {
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
        void queryClient.invalidateQueries({ queryKey: loansKeys.all });
        // A document a request waited for closes it on the server: the dashboard's list is read again.
        void queryClient.invalidateQueries({ queryKey: underRequestKeys.all });
      },
    },
  });
}

export function provideTrustedDevices({ profile, queryClient }: ProfileEffects) {
  return trustedDevicesMachine.provide({
    actors: {
      forgetDevice: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<unknown> => {
        try {
          return await profile.forgetTrustedDevice(input.id, signal);
        } catch (error) {
          throw new Error(errorText(error));
        }
      }),
    },
    actions: {
      devicesChanged: () => void queryClient.invalidateQueries({ queryKey: profileKeys.trustedDevices() }),
    },
  });
}

/** The profile's effects bound to the session's clients. */
export function useProfileEffects(): ProfileEffects {
  const { api, clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => ({ profile: createProfileApi(clients), account: api, clients, queryClient }), [api, clients, queryClient]);
}
