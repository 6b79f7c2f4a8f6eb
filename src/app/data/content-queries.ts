// queryOptions factories for public content (DESIGN §4), built on src/api's infoQueries with a
// client for anonymous reads (no bearer: public content never depends on the session).
import { createApiClients, documentCookieJar, infoQueries } from '../../api';
import { readRuntimeConfig } from '../runtime-config';

let info: ReturnType<typeof infoQueries> | null = null;

// Built on first use, not at module load, so importing this file needs no window.
function queries(): ReturnType<typeof infoQueries> {
  if (!info) {
    const config = readRuntimeConfig(typeof window === 'undefined' ? {} : undefined);
    const { api } = createApiClients({
      host: config.apiHost,
      clientApiKey: config.clientApiKey,
      cookies: documentCookieJar(),
      getToken: () => null,
      onUnauthorized: () => {},
    });
    info = infoQueries({ api });
  }
  return info;
}

export const settingsQuery = () => queries().settings();
export const contactsQuery = () => queries().contacts();
export const footerQuery = () => queries().footer();
export const companyQuery = () => queries().company();
export const requisitesQuery = () => queries().requisites();
export const faqQuery = () => queries().faq();
export const calcSettingsQuery = () => queries().calcSettings();
export const newsListQuery = (page = 1, pageSize = 20) => queries().newsList(page, pageSize);
export const newsItemQuery = (name: string) => ({ ...queries().newsItem(name), retry: false });
export const siteMaterialsQuery = (path: string) => ({ ...queries().siteMaterials(path), retry: false });

/** HTTP status carried by an API error, if any. */
export function errorStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
