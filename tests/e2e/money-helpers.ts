// Shared steps of the cabinet money specs (prolongation, agreements, cards): demo client 10
// (an active loan, a document waiting for the signature) signed in through the API.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { API_HEADERS, DEMO_PASSWORD } from './shell-helpers';

export const MONEY_PHONE = '79000000010';

export interface MoneyClient {
  auth: Record<string, string>;
  get: <T>(path: string) => Promise<T>;
}

/** Signs demo client 10 (or another) in (API), puts the token where the SPA reads it, and reads with it. */
export async function signInMoneyClient(context: BrowserContext, baseURL: string, phone = MONEY_PHONE): Promise<MoneyClient> {
  const response = await context.request.post(`${baseURL}/api/Account/Login`, { headers: API_HEADERS, data: { Phone: phone, Password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const { Token, Expires } = (await response.json()) as { Token: string; Expires: string };
  await context.addCookies([{ name: 'auth_token', value: Token, domain: new URL(baseURL).hostname, path: '/', expires: Math.floor(Date.parse(Expires) / 1000) }]);
  const auth = { ...API_HEADERS, Authorization: `Bearer ${Token}` };
  return { auth, get: async <T>(path: string) => (await (await context.request.get(`${baseURL}${path}`, { headers: auth })).json()) as T };
}

/** The newest code sent to the phone whose text mentions `about`, once it is in the outbox. */
export async function outboxCode(request: APIRequestContext, phone: string, about: string, after = ''): Promise<string> {
  let code = '';
  await expect(async () => {
    const messages = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string; code: string; sentAt: string }[];
    code = messages.filter((m) => m.to === phone && m.text.includes(about) && m.sentAt > after).at(-1)?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });
  return code;
}

/** SPEC-style Russian date of an ISO date, as the screens show it ("5 декабря 2026"). */
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
export const ruDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
