// Service banners: the LK list, answers stored per client, per-client show counts with a maximum,
// banners aimed at another client are 404, malformed bodies 400.
import { expect, test } from 'vitest';
import { addBanner } from '../modules/service-banners';
import { bearer, call, DEMO, login } from './accounts-helpers';
import { INBOX, serverPerFile } from './cabinet-helpers';

const server = serverPerFile();

interface Banner { Id: number; Kind: string; Answers: { Id: number; Text: string }[] }
const lk = async (auth: Record<string, string>) => (await call(server().app, { url: '/api/ServiceBanners/LK', headers: auth })).json() as Banner[];
const post = (auth: Record<string, string>, path: string, payload: unknown) => call(server().app, { method: 'POST', url: `/api/ServiceBanners/${path}`, headers: auth, payload: payload as object });

test("demo client 06 answers the LK question banner; the answer is stored and LK no longer lists it; others never see it", async () => {
  const auth = bearer(await login(server().app, INBOX));
  const stranger = bearer(await login(server().app, DEMO.noLoans));
  const [banner] = await lk(auth);
  expect(banner).toMatchObject({ Kind: 'Question', Title: 'Как вы узнали о нас?' });
  expect(banner!.Answers.length).toBeGreaterThan(1);
  expect((await call(server().app, { url: `/api/ServiceBanners/${banner!.Id}`, headers: auth })).json()).toEqual(banner);

  expect(await lk(stranger)).toEqual([]);
  expect((await call(server().app, { url: `/api/ServiceBanners/${banner!.Id}`, headers: stranger })).statusCode).toBe(404);
  expect((await post(stranger, 'Answer', { BannerId: banner!.Id, AnswerId: banner!.Answers[0]!.Id })).statusCode).toBe(404);
  expect((await post(stranger, 'ShowCountIncrement', { BannerId: banner!.Id })).statusCode).toBe(404);

  const otherBannersOption = 2_000_000;
  expect((await post(auth, 'Answer', { BannerId: banner!.Id, AnswerId: otherBannersOption })).statusCode).toBe(404);
  expect((await post(auth, 'InputAnswer', { BannerId: banner!.Id, Text: 'текст' })).statusCode).toBe(400);

  const chosen = banner!.Answers[1]!;
  expect((await post(auth, 'Answer', { BannerId: banner!.Id, AnswerId: chosen.Id })).json()).toEqual({ Success: true });
  const stored = await server().database.db.selectFrom('service_banner_answer').selectAll().where('banner_id', '=', banner!.Id).execute();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ option_id: chosen.Id, text: null });
  expect(await lk(auth)).toEqual([]);
  const all = (await call(server().app, { url: '/api/ServiceBanners', headers: auth })).json() as Banner[];
  expect(all.map((b) => b.Id)).toContain(banner!.Id);
});

test('show counts are per client and stop LK listing at the maximum', async () => {
  const id = await addBanner(server().database.db, { group: 'LK', kind: 'Info', title: 'Новое приложение', text: 'Скачайте приложение.', maxShowCount: 2 });
  const first = bearer(await login(server().app, DEMO.noLoans));
  const second = bearer(await login(server().app, DEMO.refused));
  const listed = async (auth: Record<string, string>) => (await lk(auth)).some((b) => b.Id === id);
  expect(await listed(first)).toBe(true);
  const shown = await post(first, 'ShowCountIncrement', { BannerId: id });
  expect(shown.statusCode).toBe(204);
  expect(shown.body).toBe('');
  expect(await listed(first)).toBe(true);
  await post(first, 'ShowCountIncrement', { BannerId: id });
  expect(await listed(first)).toBe(false);
  const count = await server().database.db.selectFrom('service_banner_show').select(['user_id', 'show_count']).where('banner_id', '=', id).execute();
  expect(count).toEqual([{ user_id: expect.any(Number), show_count: 2 }]);
  expect(await listed(second)).toBe(true);
  // Outside LK the banner is still there to open.
  expect((await call(server().app, { url: `/api/ServiceBanners/${id}`, headers: first })).statusCode).toBe(200);
});

test('an input banner takes a text answer; answering again replaces it', async () => {
  const id = await addBanner(server().database.db, { group: 'LK', kind: 'Input', title: 'Ваш отзыв', text: 'Что нам улучшить?' });
  const auth = bearer(await login(server().app, DEMO.active));
  expect((await post(auth, 'InputAnswer', { BannerId: id, Text: '  Больше способов оплаты ' })).json()).toEqual({ Success: true });
  expect((await post(auth, 'InputAnswer', { BannerId: id, Text: 'Приложение' })).statusCode).toBe(200);
  const stored = await server().database.db.selectFrom('service_banner_answer').select(['text', 'option_id']).where('banner_id', '=', id).execute();
  expect(stored).toEqual([{ text: 'Приложение', option_id: null }]);
  expect((await post(auth, 'InputAnswer', { BannerId: id, Text: '   ' })).statusCode).toBe(400);
  expect((await lk(auth)).some((b) => b.Id === id)).toBe(false);
});

test('malformed bodies get 400 with Errors; no token gets 401', async () => {
  const auth = bearer(await login(server().app, INBOX));
  const bad: [string, unknown][] = [
    ['Answer', {}],
    ['Answer', { BannerId: 1 }],
    ['Answer', { BannerId: '1', AnswerId: 1 }],
    ['Answer', { BannerId: 1, AnswerId: 1, Extra: 1 }],
    ['InputAnswer', { BannerId: 1, Text: '' }],
    ['InputAnswer', { BannerId: 1, Text: 'я'.repeat(1001) }],
    ['ShowCountIncrement', { BannerId: 0 }],
    ['ShowCountIncrement', []],
  ];
  for (const [path, payload] of bad) {
    const res = await post(auth, path, payload);
    expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
  }
  expect((await call(server().app, { url: '/api/ServiceBanners/abc', headers: auth })).statusCode).toBe(400);
  expect((await call(server().app, { url: '/api/ServiceBanners/LK' })).statusCode).toBe(401);
});
