// The service-refusal machine with its real effects (design-notes §3: provided only in src/flows/):
// the refusal through the loans API, then every read of the loans again (the debt has changed).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { serviceRefusalMachine, type RefusableService, type ServiceRefusalAnswer } from '@machines/service-refusal.machine';
import { withServerMessage } from '@/api/errors';
import { createLoansApi, loansKeys, type LoansApi } from '@/api/loans';
import { CONNECTION_MESSAGE } from './loan-offer';
import { useSessionServices } from './session/SessionProvider';

export function provideServiceRefusal(loans: LoansApi, queryClient: QueryClient) {
  return serviceRefusalMachine.provide({
    actors: {
      refuseService: fromPromise(
        ({ input, signal }: { input: RefusableService; signal: AbortSignal }): Promise<ServiceRefusalAnswer> =>
          withServerMessage(() => loans.refuseService(input.LoanId, input.FeeId, signal), CONNECTION_MESSAGE),
      ),
    },
    actions: {
      loanChanged: () => void queryClient.invalidateQueries({ queryKey: loansKeys.all }),
    },
  });
}

/** The refusal machine bound to the session's client, for a service on the loan page. */
export function useServiceRefusalLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => provideServiceRefusal(createLoansApi(clients.api), queryClient), [clients.api, queryClient]);
}
