// Messages resource: what the company wrote to the client's cabinet (Info/messages), one
// message, and marking messages read.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './clients';
import { unwrap } from './errors';
import type { components } from './generated/api';

export type MessagePage = components['schemas']['MessagePage'];

export const messagesKeys = {
  all: ['messages'] as const,
  list: () => [...messagesKeys.all, 'list'] as const,
};

export function createMessagesApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => client.GET('/api/Info/messages', { params: { query: { page: 1, pageSize: 50 } }, signal }).then(unwrap),
    markRead: (Ids: number[], signal?: AbortSignal) => client.POST('/api/Info/messages', { body: { Ids }, signal }).then(unwrap),
  };
}

export type MessagesApi = ReturnType<typeof createMessagesApi>;

export function messagesQueries(api: MessagesApi) {
  return {
    list: () => queryOptions({ queryKey: messagesKeys.list(), queryFn: ({ signal }) => api.list(signal), retry: false }),
  };
}
