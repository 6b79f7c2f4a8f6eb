// Under-request items: loan requests the company holds until the client does something (a
// document, a card). Read only here; the back office closes them.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './clients';
import { unwrap } from './errors';
import type { components } from './generated/api';

export type UnderRequestItem = components['schemas']['UnderRequestItem'];

export const underRequestKeys = {
  all: ['under-request'] as const,
  list: () => [...underRequestKeys.all, 'list'] as const,
};

export function underRequestQueries(client: ApiClient) {
  return {
    list: () => queryOptions({ queryKey: underRequestKeys.list(), queryFn: ({ signal }) => client.GET('/api/UnderRequest/List', { signal }).then(unwrap), retry: false }),
  };
}
