// The cards machine with its real effects (DESIGN §3: provided only in src/flows/): the provider's
// page is left to in the same tab and comes back to the cards page.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { cardsMachine } from '@machines/cards.machine';
import { cardsKeys, createCardsApi, type CardsApi } from '@/api/cards';
import { withServerMessage } from '@/api/errors';
import { loansKeys } from '@/api/loans';
import { CONNECTION_MESSAGE } from './sms-signing';
import { useSessionServices } from './session/SessionProvider';

export const CARDS_PATH = '/lk/cards';

const answered = <T>(call: () => Promise<T>) => withServerMessage(call, CONNECTION_MESSAGE);

export function provideCards(api: CardsApi, queryClient: QueryClient, leaveFor: (url: string) => void = (url) => window.location.assign(url)) {
  return cardsMachine.provide({
    actors: {
      startCardLink: fromPromise(({ signal }) => answered(() => api.addByUrl(CARDS_PATH, signal))),
      setDefaultCard: fromPromise(({ input, signal }: { input: { cardId: number }; signal: AbortSignal }): Promise<unknown> => answered(() => api.setDefault(input.cardId, signal))),
      selectCardForLoan: fromPromise(({ input, signal }: { input: { cardId: number; loanId: number }; signal: AbortSignal }): Promise<unknown> =>
        answered(() => api.selectForLoan(input.cardId, input.loanId, signal)),
      ),
    },
    actions: {
      openProvider: (_, params) => leaveFor(params.url),
      cardsChanged: () => void queryClient.invalidateQueries({ queryKey: cardsKeys.all }),
      loansChanged: () => void queryClient.invalidateQueries({ queryKey: loansKeys.all }),
    },
  });
}

/** The cards machine bound to the session's client, for the cards page. */
export function useCardsLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => provideCards(createCardsApi(clients.api), queryClient), [clients.api, queryClient]);
}
