// queryOptions factories for public content (DESIGN §4): src/api's infoQueries run on the app's
// one client pair, found through the QueryClient that runs the query. Without a token the shared
// middleware sends no Authorization, so public content never depends on the session.
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import type { ApiClients } from '@/api/clients';
import { infoQueries } from '@/api/info';
import { apiClientsOf } from './query-clients';

type Info = ReturnType<typeof infoQueries>;

// Keys and cache settings only: its query functions are never called (see appQuery).
const shape: Info = infoQueries({ api: null as never });
const perClients = new WeakMap<ApiClients, Info>();

function infoFor(clients: ApiClients): Info {
  let info = perClients.get(clients);
  if (!info) perClients.set(clients, (info = infoQueries(clients)));
  return info;
}

/** The factory's options, with a query function that runs on the clients of the calling QueryClient. */
function appQuery<O extends { queryFn?: unknown }>(make: (info: Info) => O): O {
  const queryFn = (context: QueryFunctionContext) =>
    (make(infoFor(apiClientsOf(context.client))).queryFn as (c: QueryFunctionContext) => unknown)(context);
  return { ...make(shape), queryFn: queryFn as O['queryFn'] };
}

export const settingsQuery = () => appQuery((q) => q.settings());
export const contactsQuery = () => appQuery((q) => q.contacts());
export const footerQuery = () => appQuery((q) => q.footer());
export const companyQuery = () => appQuery((q) => q.company());
export const requisitesQuery = () => appQuery((q) => q.requisites());
export const faqQuery = () => appQuery((q) => q.faq());
export const calcSettingsQuery = () => appQuery((q) => q.calcSettings());
export const newsListQuery = (page = 1, pageSize = 20) => appQuery((q) => q.newsList(page, pageSize));
export const newsItemQuery = (name: string) => ({ ...appQuery((q) => q.newsItem(name)), retry: false });
export const siteMaterialsQuery = (path: string) => ({ ...appQuery((q) => q.siteMaterials(path)), retry: false });

/** HTTP status of a failed API answer (ApiError), if that is what failed. */
export function errorStatusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
