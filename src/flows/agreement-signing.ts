// The agreement-signing machine with its real effects (DESIGN §3: provided only in src/flows/).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { agreementSigningMachine, type AgreementDocument } from '@machines/agreement-signing.machine';
import type { CodeSent } from '@machines/sms-signing';
import { agreementsKeys, agreementsQueries, createAgreementsApi, type AgreementsApi } from '@/api/agreements';
import { withServerMessage } from '@/api/errors';
import { CONNECTION_MESSAGE, signing, smsCodeForm } from './sms-signing';
import { useSessionServices } from './session/SessionProvider';

const answered = <T>(call: () => Promise<T>) => withServerMessage(call, CONNECTION_MESSAGE);

export function provideAgreementSigning(api: AgreementsApi, queryClient: QueryClient) {
  const queries = agreementsQueries(api);
  return agreementSigningMachine.provide({
    actors: {
      // The document and its state come from two reads; both are fresh after a signature.
      fetchAgreement: fromPromise(({ input }: { input: { agreementId: number } }) =>
        answered(async (): Promise<AgreementDocument> => {
          const [document, list] = await Promise.all([queryClient.fetchQuery(queries.one(input.agreementId)), queryClient.fetchQuery(queries.list())]);
          return { Id: document.Id, Name: document.Name, Content: document.Content, IsSigned: list.some((a) => a.Id === document.Id && a.IsSigned) };
        }),
      ),
      requestCode: fromPromise(({ input, signal }: { input: { agreementId: number }; signal: AbortSignal }): Promise<CodeSent> => answered(() => api.requestCode(input.agreementId, signal))),
      signAgreement: fromPromise(({ input, signal }: { input: { agreementId: number; code: string }; signal: AbortSignal }): Promise<unknown> =>
        signing(() => api.sign([input.agreementId], input.code, signal)),
      ),
      codeForm: smsCodeForm,
    },
    actions: {
      // Reset, not just marked stale: the next read (the signed document) must come from the server;
      // the readers on screen (the menu's waiting badge, issue 28) read again at once.
      agreementsChanged: () => void queryClient.resetQueries({ queryKey: agreementsKeys.all }),
    },
  });
}

/** The signing machine bound to the session's client, for a document's page. */
export function useAgreementSigningLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => provideAgreementSigning(createAgreementsApi(clients.api), queryClient), [clients.api, queryClient]);
}
