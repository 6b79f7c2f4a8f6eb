// Cards resource: the client's cards, linking a new one on the provider's page (AddCardByUrl),
// the default card, the card a loan is paid out to and repaid from (Loans/SelectCard), and the
// card's photo (cards/images/{id}, sent with the bearer, so it is read as a blob).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './clients';
import { ApiError, unwrap } from './errors';
import type { components } from './generated/api';

export type Card = components['schemas']['Card'];

export const cardsKeys = {
  all: ['cards'] as const,
  list: () => [...cardsKeys.all, 'list'] as const,
  image: (id: number) => [...cardsKeys.all, 'image', id] as const,
};

export function createCardsApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => client.GET('/api/cards', { signal }).then(unwrap),
    addByUrl: (ReturnUrl: string, signal?: AbortSignal) => client.POST('/api/cards/AddCardByUrl', { body: { ReturnUrl }, signal }).then(unwrap),
    setDefault: (CardId: number, signal?: AbortSignal) => client.POST('/api/cards/Card', { body: { CardId }, signal }).then(unwrap),
    selectForLoan: (CardId: number, TargetId: number, signal?: AbortSignal) =>
      client.POST('/api/Loans/SelectCard', { body: { CardId, TargetId }, signal }).then(unwrap),
    /** The photo as a blob, or null when none was uploaded (404). */
    image: async (id: number, signal?: AbortSignal): Promise<Blob | null> => {
      try {
        return (await client.GET('/api/cards/images/{id}', { params: { path: { id } }, parseAs: 'blob', signal }).then(unwrap)) as Blob;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type CardsApi = ReturnType<typeof createCardsApi>;

export function cardsQueries(api: CardsApi) {
  return {
    list: () => queryOptions({ queryKey: cardsKeys.list(), queryFn: ({ signal }) => api.list(signal), retry: false }),
    image: (id: number) => queryOptions({ queryKey: cardsKeys.image(id), queryFn: ({ signal }) => api.image(id, signal), retry: false, staleTime: Infinity }),
  };
}
