// Cached reads of public site information (TanStack Query). Keys are shared with whoever
// invalidates or prefetches them; the clients come in as an argument.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from './clients';
import { unwrap } from './errors';

/** Site information changes rarely; a page view should not refetch it. */
const INFO_STALE_MS = 5 * 60_000;

export const infoKeys = {
  all: ['info'] as const,
  settings: () => [...infoKeys.all, 'settings'] as const,
  contacts: () => [...infoKeys.all, 'contacts'] as const,
  footer: () => [...infoKeys.all, 'footer'] as const,
  company: () => [...infoKeys.all, 'company'] as const,
  faq: () => [...infoKeys.all, 'faq'] as const,
  newsList: (page: number, pageSize: number) => [...infoKeys.all, 'news', { page, pageSize }] as const,
  newsItem: (name: string) => [...infoKeys.all, 'news', name] as const,
  requisites: () => [...infoKeys.all, 'requisites'] as const,
  calcSettings: () => [...infoKeys.all, 'calcSettings'] as const,
  siteMaterials: (path: string) => [...infoKeys.all, 'siteMaterials', path] as const,
};

export function infoQueries({ api }: Pick<ApiClients, 'api'>) {
  return {
    settings: () =>
      queryOptions({
        queryKey: infoKeys.settings(),
        queryFn: ({ signal }) => api.GET('/api/Info/Settings', { signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    contacts: () =>
      queryOptions({
        queryKey: infoKeys.contacts(),
        queryFn: ({ signal }) => api.GET('/api/Info/Contacts', { signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    footer: () =>
      queryOptions({
        queryKey: infoKeys.footer(),
        queryFn: ({ signal }) => api.GET('/api/Info/GetFooter', { signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    company: () =>
      queryOptions({
        queryKey: infoKeys.company(),
        queryFn: ({ signal }) => api.GET('/api/Info/company', { signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    faq: () =>
      queryOptions({
        queryKey: infoKeys.faq(),
        queryFn: ({ signal }) => api.GET('/api/Info/faq', { signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    newsList: (page = 1, pageSize = 20) =>
      queryOptions({
        queryKey: infoKeys.newsList(page, pageSize),
        queryFn: ({ signal }) => api.GET('/api/Info/news', { params: { query: { page, pageSize } }, signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    newsItem: (name: string) =>
      queryOptions({
        queryKey: infoKeys.newsItem(name),
        queryFn: ({ signal }) => api.GET('/api/Info/news/{name}', { params: { path: { name } }, signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    requisites: () =>
      queryOptions({
        queryKey: infoKeys.requisites(),
        queryFn: ({ signal }) => api.GET('/api/Info/Requisites', { signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    calcSettings: () =>
      queryOptions({
        queryKey: infoKeys.calcSettings(),
        queryFn: ({ signal }) => api.GET('/api/Info/DefaultCalcSettings', { signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
    // A POST by contract, but a read: the same page asks for the same content.
    siteMaterials: (path: string) =>
      queryOptions({
        queryKey: infoKeys.siteMaterials(path),
        queryFn: ({ signal }) => api.POST('/api/SiteMaterials', { body: { Path: path }, signal }).then(unwrap),
        staleTime: INFO_STALE_MS,
      }),
  };
}
