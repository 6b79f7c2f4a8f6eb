// Profile resource (issue 15): the personal data on file (PersonalData), changing it (UserDataChange,
// ApprovePhone/ConfirmPhone, ApproveEmail/ConfirmEmail), identity through Госуслуги
// (ExternalSignin), the password (ChangePassword) and the client's documents by group (files/UserDocumentGroup, userdocument).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from './clients';
import { unwrap } from './errors';
import type { components as ApiSchemas } from './generated/api';
import type { components as ClientApiSchemas } from './generated/client-api';

export type PersonalData = ClientApiSchemas['schemas']['PersonalData'];
export type UserDataChangeRequest = ClientApiSchemas['schemas']['UserDataChangeRequest'];
export type UserDocument = ApiSchemas['schemas']['UserDocument'];
export type UserDocumentGroup = ApiSchemas['schemas']['UserDocumentGroup'];
export type TrustedDevice = ApiSchemas['schemas']['TrustedDevice'];

export const profileKeys = {
  all: ['profile'] as const,
  personalData: () => [...profileKeys.all, 'personalData'] as const,
  documents: () => [...profileKeys.all, 'documents'] as const,
  documentGroups: () => [...profileKeys.all, 'documentGroups'] as const,
  identificationDocuments: () => [...profileKeys.all, 'identificationDocuments'] as const,
  documentFile: (id: number) => [...profileKeys.all, 'documentFile', id] as const,
  normativeDocuments: () => [...profileKeys.all, 'normativeDocuments'] as const,
  trustedDevices: () => [...profileKeys.all, 'trustedDevices'] as const,
};

export function createProfileApi({ api, clientApi }: Pick<ApiClients, 'api' | 'clientApi'>) {
  return {
    personalData: (signal?: AbortSignal) => clientApi.GET('/client-api/Account/PersonalData', { signal }).then(unwrap),
    requestChange: (body: UserDataChangeRequest, signal?: AbortSignal) => clientApi.POST('/client-api/UserDataChange', { body, signal }).then(unwrap),
    /** The new phone with the current password (the code then goes to the new number). */
    approvePhone: (Phone: string, Password: string, signal?: AbortSignal) => api.POST('/api/Account/ApprovePhone', { body: { Phone, Password }, signal }).then(unwrap),
    confirmPhone: (Phone: string, Code: string, signal?: AbortSignal) => api.POST('/api/Account/ConfirmPhone', { body: { Phone, Code }, signal }).then(unwrap),
    approveEmail: (Email: string, Password: string, signal?: AbortSignal) => api.POST('/api/Account/ApproveEmail', { body: { Email, Password }, signal }).then(unwrap),
    /** The browsers that may sign in without the SMS code («Доверенные устройства»). */
    trustedDevices: (signal?: AbortSignal) => api.GET('/api/Account/TrustedDevices', { signal }).then(unwrap),
    forgetTrustedDevice: (Id: string, signal?: AbortSignal) => api.POST('/api/Account/ForgetTrustedDevice', { body: { Id }, signal }).then(unwrap),
    changePassword: (OldPassword: string, NewPassword: string, signal?: AbortSignal) =>
      api.POST('/api/Account/ChangePassword', { body: { OldPassword, NewPassword }, signal }).then(unwrap),
    confirmEmail: (Code: string, signal?: AbortSignal) => api.POST('/api/Account/ConfirmEmail', { body: { Code }, signal }).then(unwrap),
    /** Where the Госуслуги sign-in page is; it sends the browser back to `returnUrl`. */
    esiaUrl: (returnUrl: string, signal?: AbortSignal) =>
      api.GET('/api/Account/ExternalSignin', { params: { query: { provider: 'Esia', returnUrl } }, signal }).then(unwrap),
    confirmEsia: (Code: string, State: string, signal?: AbortSignal) => api.POST('/api/Account/ExternalSignin', { body: { Provider: 'Esia', Code, State }, signal }).then(unwrap),
    documents: (signal?: AbortSignal) => api.GET('/api/files/userdocument', { signal }).then(unwrap),
    documentGroups: (signal?: AbortSignal) => api.GET('/api/files/UserDocumentGroup', { signal }).then(unwrap),
    identificationDocuments: (signal?: AbortSignal) => api.GET('/api/Loans/IdentificationDocuments', { signal }).then(unwrap),
    /** The company's normative documents (their pages under /docs). */
    normativeDocuments: (signal?: AbortSignal) => api.GET('/api/files/GetNormativeDocuments', { signal }).then(unwrap),
    /** A document's file, read with the bearer (a plain link would carry none). */
    documentFile: (id: number, signal?: AbortSignal) =>
      api.GET('/api/files/userdocument/{id}', { params: { path: { id } }, parseAs: 'blob', signal }).then(unwrap) as Promise<Blob>,
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;

export function profileQueries(api: ProfileApi) {
  return {
    personalData: () => queryOptions({ queryKey: profileKeys.personalData(), queryFn: ({ signal }) => api.personalData(signal), retry: false }),
    documents: () => queryOptions({ queryKey: profileKeys.documents(), queryFn: ({ signal }) => api.documents(signal), retry: false }),
    documentGroups: () => queryOptions({ queryKey: profileKeys.documentGroups(), queryFn: ({ signal }) => api.documentGroups(signal), retry: false, staleTime: Infinity }),
    identificationDocuments: () =>
      queryOptions({ queryKey: profileKeys.identificationDocuments(), queryFn: ({ signal }) => api.identificationDocuments(signal), retry: false }),
    trustedDevices: () => queryOptions({ queryKey: profileKeys.trustedDevices(), queryFn: ({ signal }) => api.trustedDevices(signal), retry: false }),
    normativeDocuments: () => queryOptions({ queryKey: profileKeys.normativeDocuments(), queryFn: ({ signal }) => api.normativeDocuments(signal), retry: false, staleTime: Infinity }),
    documentFile: (id: number) => queryOptions({ queryKey: profileKeys.documentFile(id), queryFn: ({ signal }) => api.documentFile(id, signal), retry: false, staleTime: Infinity }),
  };
}
