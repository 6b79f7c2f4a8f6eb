import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClients } from './clients';
import { ApiError } from './errors';
import { memoryCookieJar, recordingFetch } from './test-fakes';
import { accountQueries } from './account';
import { infoQueries } from './info';
import { loansQueries } from './loans';
import { sbpQueries } from './sbp';

function setup(answer: (request: Request) => Response = (r) => Response.json({ url: r.url })) {
  const recorder = recordingFetch(answer);
  const clients = createApiClients({
    host: 'http://api.test',
    clientApiKey: 'k',
    getToken: () => 'tok',
    onUnauthorized: () => undefined,
    cookies: memoryCookieJar({ UserHash: 'h' }),
    fetch: recorder.fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { clients, queryClient, requests: recorder.requests };
}

describe('query option factories', () => {
  const t = setup();
  const info = infoQueries(t.clients);
  const cases = [
    ['info settings', info.settings(), 'GET', '/api/Info/Settings', ['info', 'settings']],
    ['info contacts', info.contacts(), 'GET', '/api/Info/Contacts', ['info', 'contacts']],
    ['info footer', info.footer(), 'GET', '/api/Info/GetFooter', ['info', 'footer']],
    ['info company', info.company(), 'GET', '/api/Info/company', ['info', 'company']],
    ['info faq', info.faq(), 'GET', '/api/Info/faq', ['info', 'faq']],
    ['news list', info.newsList(2, 10), 'GET', '/api/Info/news?page=2&pageSize=10', ['info', 'news', { page: 2, pageSize: 10 }]],
    ['news item', info.newsItem('zero-percent'), 'GET', '/api/Info/news/zero-percent', ['info', 'news', 'zero-percent']],
    ['requisites', info.requisites(), 'GET', '/api/Info/Requisites', ['info', 'requisites']],
    ['calculator settings', info.calcSettings(), 'GET', '/api/Info/DefaultCalcSettings', ['info', 'calcSettings']],
    ['site materials', info.siteMaterials('/HowGet'), 'POST', '/api/SiteMaterials', ['info', 'siteMaterials', '/HowGet']],
    ['SBP banks', sbpQueries(t.clients).banks(), 'GET', '/client-api/SBP/Banks', ['sbp', 'banks']],
    ['user profile', accountQueries(t.clients.api).userProfile(), 'GET', '/api/Account/UserProfile', ['account', 'userProfile']],
    ['loans', loansQueries(t.clients.api).list(), 'GET', '/api/Loans?inActualState=false&v=1', ['loans', 'list', { inActualState: false, v: 1 }]],
  ] as const;

  it.each(cases)('%s: key and request', async (_name, options, method, url, key) => {
    expect(options.queryKey).toEqual(key);
    const data = await t.queryClient.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
    const request = t.requests.at(-1);
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(`http://api.test${url}`);
    expect(data).toEqual({ url: `http://api.test${url}` });
  });

  it('sends the page path as the site-materials body', async () => {
    await t.queryClient.fetchQuery(info.siteMaterials('/contacts'));
    expect(await t.requests.at(-1)?.json()).toEqual({ Path: '/contacts' });
  });

  it('gives each query its own key', () => {
    const keys = cases.map(([, options]) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rejects with ApiError on an error answer', async () => {
    const failing = setup(() => Response.json({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Новость не найдена' }] }, { status: 404 }));
    const promise = failing.queryClient.fetchQuery(infoQueries(failing.clients).newsItem('gone'));
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({ status: 404, message: 'Новость не найдена' });
  });
});
