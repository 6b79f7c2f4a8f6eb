// The prolongation machine with its real effects (DESIGN §3: provided only in src/flows/). The fee
// goes to the payment route with the loan, the amount and the purpose (the payment flow's input).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { prolongationMachine, type FeePayment, type ProlongationOffer, type ProlongationSettings } from '@machines/prolongation.machine';
import type { CodeSent } from '@machines/sms-signing';
import { withServerMessage } from '@/api/errors';
import { createProlongationApi, prolongationKeys, prolongationQueries, type ProlongationApi } from '@/api/prolongation';
import { loansKeys } from '@/api/loans';
import { CONNECTION_MESSAGE, signing, smsCodeForm } from './sms-signing';
import { useSessionServices } from './session/SessionProvider';

/** The payment route (issue 14's payment flow) and the query it reads. */
export const paymentPath = ({ loanId, amount, purpose }: FeePayment) => `/lk/payment?${new URLSearchParams({ loanId: String(loanId), amount: String(amount), purpose })}`;
export const CABINET_PATH = '/lk/Dashboard';

const answered = <T>(call: () => Promise<T>) => withServerMessage(call, CONNECTION_MESSAGE);

export function provideProlongation(api: ProlongationApi, queryClient: QueryClient, navigate: (to: string) => void) {
  const queries = prolongationQueries(api);
  return prolongationMachine.provide({
    actors: {
      fetchSettings: fromPromise(({ input }: { input: { loanId: number } }): Promise<ProlongationSettings> => answered(() => queryClient.fetchQuery(queries.settings(input.loanId)))),
      fetchOffer: fromPromise(({ input }: { input: { loanId: number; days: number } }): Promise<ProlongationOffer> => answered(() => queryClient.fetchQuery(queries.info(input.loanId, input.days)))),
      requestCode: fromPromise(
        ({ input, signal }: { input: { loanId: number; days: number }; signal: AbortSignal }): Promise<CodeSent> => answered(() => api.requestCode(input.loanId, input.days, signal)),
      ),
      confirmProlongation: fromPromise(({ input, signal }: { input: { loanId: number; code: string }; signal: AbortSignal }): Promise<unknown> => signing(() => api.confirm(input.loanId, input.code, signal))),
      codeForm: smsCodeForm,
    },
    actions: {
      loanChanged: () => {
        void queryClient.invalidateQueries({ queryKey: loansKeys.all });
        void queryClient.invalidateQueries({ queryKey: prolongationKeys.all });
      },
      payFee: (_, params) => navigate(paymentPath(params)),
      leave: () => navigate(CABINET_PATH),
    },
  });
}

/** The prolongation machine bound to the session's client; `navigate` leaves the page when done. */
export function useProlongationLogic(navigate: (to: string) => void) {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => provideProlongation(createProlongationApi(clients.api), queryClient, navigate), [clients.api, queryClient, navigate]);
}
