// The payment machine with its real effects (DESIGN §3: provided only in src/flows/): the API calls,
// the intent kept in localStorage, the trip to the provider's page, the cache refresh afterwards.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { paymentMachine } from '@machines/payment.machine';
import type { PaymentIntent } from '@machines/payment.types';
import { withServerMessage as withServerMessageOr } from '@/api/errors';
import { createPaymentsApi, paymentKeys, type PaymentsApi } from '@/api/payments';
import { loansKeys } from '@/api/loans';
import { CONNECTION_MESSAGE } from './loan-offer';
import { createIntentStore, type IntentStore } from './payment-intent-store';
import { externalNavigation } from './session/post-login';
import { useSessionServices } from './session/SessionProvider';

const withServerMessage = <T>(call: () => Promise<T>) => withServerMessageOr(call, CONNECTION_MESSAGE);

/** Where each way to pay sends the browser back. */
export const RETURN_PATHS = { SBC: '/lk/paymentCallback/SBC', Tinkoff: '/lk/paymentCallback/Tinkoff', Sbp: '/lk/payment-sbp' } as const;

export interface PaymentEffects {
  payments: PaymentsApi;
  queryClient: QueryClient;
  store: IntentStore;
  /** Leaves the site for the provider's page. */
  navigateAway: (url: string) => void;
  newKey?: () => string;
}

export function providePayment({ payments, queryClient, store, navigateAway, newKey = () => crypto.randomUUID() }: PaymentEffects) {
  return paymentMachine.provide({
    actors: {
      loadQuote: fromPromise(({ input, signal }) => withServerMessage(() => payments.quote(input.loanId, signal))),
      claimIntent: fromPromise(async ({ input }) => {
        // Another tab's open intent for this loan is adopted: the same key is the same payment.
        const open = store.read(input.loanId);
        if (open && open.purpose === input.purpose) return open;
        const intent: PaymentIntent = { ...input, key: newKey(), paymentId: null, payUrl: null };
        store.write(intent);
        return intent;
      }),
      createPayment: fromPromise(({ input, signal }) =>
        withServerMessage(() =>
          payments.start(
            input.key,
            {
              LoanId: input.loanId,
              Amount: input.amount,
              Method: input.method.code,
              ...(input.method.code === 'Card' ? { Provider: input.method.provider } : {}),
              Purpose: input.purpose,
              ReturnUrl: input.method.code === 'Sbp' ? RETURN_PATHS.Sbp : RETURN_PATHS[input.method.provider],
            },
            signal,
          ),
        ),
      ),
      checkPayment: fromPromise(({ input, signal }) => withServerMessage(() => payments.check(input.paymentId, signal))),
      cancelPayment: fromPromise(async ({ input, signal }) => {
        const payment = await withServerMessage(() => payments.cancel(input.paymentId, signal));
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        return payment;
      }),
      loadSbpAccount: fromPromise(({ signal }) => withServerMessage(() => payments.sbpAccount(signal))),
      saveSbpAccount: fromPromise(async ({ input, signal }) => {
        const account = await withServerMessage(() => payments.saveSbpAccount(input.bankId, signal));
        queryClient.setQueryData(paymentKeys.sbpAccount(), account);
        return account;
      }),
    },
    actions: {
      persistIntent: (_, { intent }) => store.write(intent),
      clearIntent: (_, { loanId, key, paymentId }) => store.clear(loanId, key, paymentId),
      goToProvider: (_, { url }) => navigateAway(url),
      paymentSettled: () => {
        void queryClient.invalidateQueries({ queryKey: loansKeys.all });
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      },
    },
  });
}

/** The payment machine bound to the session's clients, the browser's storage and the app's one way out to another site. */
export function usePaymentLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(
    () => providePayment({ payments: createPaymentsApi(clients), queryClient, store: createIntentStore(), navigateAway: (url) => externalNavigation.leave(url) }),
    [clients, queryClient],
  );
}
