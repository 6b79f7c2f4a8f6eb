// Service banners of the cabinet's dashboard (the LK group): the list still to show, the shown
// count, and the client's answers.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './clients';
import { unwrap } from './errors';
import type { components } from './generated/api';

export type ServiceBanner = components['schemas']['ServiceBanner'];

export const serviceBannersKeys = {
  all: ['service-banners'] as const,
  lk: () => [...serviceBannersKeys.all, 'lk'] as const,
};

export function createServiceBannersApi(client: ApiClient) {
  return {
    lk: (signal?: AbortSignal) => client.GET('/api/ServiceBanners/LK', { signal }).then(unwrap),
    countShow: (BannerId: number, signal?: AbortSignal) => client.POST('/api/ServiceBanners/ShowCountIncrement', { body: { BannerId }, signal }).then(unwrap),
    answer: (BannerId: number, AnswerId: number, signal?: AbortSignal) => client.POST('/api/ServiceBanners/Answer', { body: { BannerId, AnswerId }, signal }).then(unwrap),
    inputAnswer: (BannerId: number, Text: string, signal?: AbortSignal) =>
      client.POST('/api/ServiceBanners/InputAnswer', { body: { BannerId, Text }, signal }).then(unwrap),
  };
}

export type ServiceBannersApi = ReturnType<typeof createServiceBannersApi>;

export function serviceBannersQueries(api: ServiceBannersApi) {
  return {
    lk: () => queryOptions({ queryKey: serviceBannersKeys.lk(), queryFn: ({ signal }) => api.lk(signal), retry: false }),
  };
}
