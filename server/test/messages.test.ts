// Cabinet messages: per client, newest first, paged, mark read; another client's message is 404.
import { expect, test } from 'vitest';
import { bearer, call, DEMO, login } from './accounts-helpers';
import { INBOX, serverPerFile } from './cabinet-helpers';

const server = serverPerFile();

interface MessageItem { Id: number; Title: string; CreatedAt: string; IsRead: boolean }
const list = async (auth: Record<string, string>, query = '') => (await call(server().app, { url: `/api/Info/messages${query}`, headers: auth })).json() as { Items: MessageItem[]; Total: number; Unread: number };

test('demo client 06 has three messages, two unread, newest first; client 01 one read and one unread', async () => {
  const page = await list(bearer(await login(server().app, INBOX)));
  expect(page.Total).toBe(3);
  expect(page.Unread).toBe(2);
  expect(page.Items.map((m) => m.IsRead)).toEqual([false, false, true]);
  const dates = page.Items.map((m) => m.CreatedAt);
  expect([...dates].sort().reverse()).toEqual(dates);
  const active = await list(bearer(await login(server().app, DEMO.active)));
  expect({ Total: active.Total, Unread: active.Unread, read: active.Items.map((m) => m.IsRead) }).toEqual({ Total: 2, Unread: 1, read: [false, true] });
  expect((await list(bearer(await login(server().app, DEMO.noLoans)))).Items).toEqual([]);
});

test('unreadOnly and paging', async () => {
  const auth = bearer(await login(server().app, INBOX));
  const unread = await list(auth, '?unreadOnly=true');
  expect(unread.Items.every((m) => !m.IsRead)).toBe(true);
  expect(unread.Total).toBe(unread.Unread);
  const all = await list(auth);
  const second = await list(auth, '?page=2&pageSize=1');
  expect(second.Items.map((m) => m.Id)).toEqual([all.Items[1]!.Id]);
  expect(second.Total).toBe(all.Total);
});

test('one message; mark read keeps the first read time; another client gets 404 and marks nothing', async () => {
  const owner = bearer(await login(server().app, DEMO.active));
  const stranger = bearer(await login(server().app, DEMO.noLoans));
  const [unread] = (await list(owner, '?unreadOnly=true')).Items;
  const one = await call(server().app, { url: `/api/Info/messages/${unread!.Id}`, headers: owner });
  expect(one.statusCode).toBe(200);
  expect(one.json()).toMatchObject({ Id: unread!.Id, IsRead: false });
  expect(one.json().Text.length).toBeGreaterThan(0);

  expect((await call(server().app, { url: `/api/Info/messages/${unread!.Id}`, headers: stranger })).statusCode).toBe(404);
  const foreign = await call(server().app, { method: 'POST', url: '/api/Info/messages', headers: stranger, payload: { Ids: [unread!.Id] } });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json().Errors[0].ErrorCode).toBe('NOT_FOUND');
  expect((await list(owner)).Unread).toBe(1);

  const mark = await call(server().app, { method: 'POST', url: '/api/Info/messages', headers: owner, payload: { Ids: [unread!.Id] } });
  expect(mark.json()).toEqual({ Success: true });
  expect((await list(owner)).Unread).toBe(0);
  expect((await call(server().app, { url: `/api/Info/messages/${unread!.Id}`, headers: owner })).json().IsRead).toBe(true);
  const firstRead = await server().database.db.selectFrom('client_message').select('read_at').where('id', '=', unread!.Id).executeTakeFirstOrThrow();
  await call(server().app, { method: 'POST', url: '/api/Info/messages', headers: owner, payload: { Ids: [unread!.Id] } });
  const again = await server().database.db.selectFrom('client_message').select('read_at').where('id', '=', unread!.Id).executeTakeFirstOrThrow();
  expect(again.read_at).toBe(firstRead.read_at);
});

test('a mix of own and foreign ids marks nothing', async () => {
  const owner = bearer(await login(server().app, INBOX));
  const other = (await list(bearer(await login(server().app, DEMO.active)))).Items[0]!.Id;
  const mine = (await list(owner, '?unreadOnly=true')).Items[0]!.Id;
  const before = (await list(owner)).Unread;
  expect((await call(server().app, { method: 'POST', url: '/api/Info/messages', headers: owner, payload: { Ids: [mine, other] } })).statusCode).toBe(404);
  expect((await list(owner)).Unread).toBe(before);
});

test('malformed requests get 400 with Errors; no token gets 401', async () => {
  const auth = bearer(await login(server().app, INBOX));
  for (const payload of [{}, { Ids: [] }, { Ids: ['1'] }, { Ids: [1, 1] }, { Ids: [0] }, { Ids: [1], Extra: true }]) {
    const res = await call(server().app, { method: 'POST', url: '/api/Info/messages', headers: auth, payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
  }
  for (const url of ['/api/Info/messages?page=0', '/api/Info/messages?pageSize=101', '/api/Info/messages?unreadOnly=maybe', '/api/Info/messages/abc', '/api/Info/messages/0']) {
    expect((await call(server().app, { url, headers: auth })).statusCode, url).toBe(400);
  }
  expect((await call(server().app, { url: '/api/Info/messages' })).statusCode).toBe(401);
});

test('the sandbox writes a message to a client, unread and newest; unknown phones are 404, bad bodies 400', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.refused));
  const sent = await app.inject({ method: 'POST', url: '/sandbox/messages', payload: { Phone: DEMO.refused, Title: 'Проверка', Text: 'Текст сообщения' } });
  expect(sent.statusCode).toBe(200);
  const page = await list(auth);
  expect(page.Items[0]).toMatchObject({ Id: sent.json().Id, Title: 'Проверка', IsRead: false });
  expect((await app.inject({ method: 'POST', url: '/sandbox/messages', payload: { Phone: '79009999999', Title: 'a', Text: 'b' } })).statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: '/sandbox/messages', payload: { Phone: DEMO.refused, Title: '' , Text: 'b' } })).statusCode).toBe(400);
});
