// The loan-offer machine with its real effects (design-notes §3: provided only in src/flows/).
// A refusal shows the server's own message; only a request that never got an answer shows the
// connection message.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loanOfferMachine, type CodeSent } from '@machines/loan-offer.machine';
import { withServerMessage as withServerMessageOr } from '@/api/errors';
import { createLoansApi, waitingOffer, type LoansApi } from '@/api/loans';
import { loansKeys } from '@/api/loans';
import { useSessionServices } from './session/SessionProvider';

export const CONNECTION_MESSAGE = 'Не удалось связаться с сервером. Проверьте соединение и попробуйте ещё раз.';

const withServerMessage = <T>(call: () => Promise<T>) => withServerMessageOr(call, CONNECTION_MESSAGE);

export function provideLoanOffer(loans: LoansApi, queryClient: QueryClient) {
  return loanOfferMachine.provide({
    actors: {
      fetchOffer: fromPromise(({ signal }) => withServerMessage(async () => waitingOffer(await loans.list(signal)))),
      requestCode: fromPromise(
        ({ input, signal }: { input: { loanId: number }; signal: AbortSignal }): Promise<CodeSent> =>
          withServerMessage(() => loans.requestSignCode(input.loanId, signal)),
      ),
      acceptOffer: fromPromise(
        ({ input, signal }: { input: { loanId: number; code: string; services: number[] }; signal: AbortSignal }): Promise<unknown> =>
          withServerMessage(() => loans.accept(input.loanId, input.code, input.services, signal)),
      ),
      declineOffer: fromPromise(
        ({ input, signal }: { input: { loanId: number }; signal: AbortSignal }): Promise<unknown> =>
          withServerMessage(() => loans.decline(input.loanId, signal)),
      ),
    },
    actions: {
      loansChanged: () => void queryClient.invalidateQueries({ queryKey: loansKeys.all }),
    },
  });
}

/** The offer-signing machine bound to the session's client. */
export function useLoanOfferLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => provideLoanOffer(createLoansApi(clients.api), queryClient), [clients.api, queryClient]);
}
