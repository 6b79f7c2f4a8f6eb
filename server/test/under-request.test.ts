// Under-request items: the client's list, closing one, choosing a card for one
// (Loans/SelectCardForUnderRequest); another client's item is 404.
import { expect, test } from 'vitest';
import { bearer, call, DEMO, login } from './accounts-helpers';
import { INBOX, serverPerFile } from './cabinet-helpers';

const server = serverPerFile();

interface Item { Id: number; Title: string; Status: string; Amount: number }
const items = async (auth: Record<string, string>) => (await call(server().app, { url: '/api/UnderRequest/List', headers: auth })).json() as Item[];
const firstCard = async (auth: Record<string, string>) => ((await call(server().app, { url: '/api/cards', headers: auth })).json() as { Id: number }[])[0]!.Id;
const selectCard = (auth: Record<string, string>, payload: object) =>
  call(server().app, { method: 'POST', url: '/api/Loans/SelectCardForUnderRequest', headers: auth, payload });
const cardOf = async (id: number) =>
  (await server().database.db.selectFrom('under_request_item').select('card_id').where('id', '=', id).executeTakeFirstOrThrow()).card_id;

test('demo client 06 has one open item; a card is chosen for it; another client cannot touch it', async () => {
  const owner = bearer(await login(server().app, INBOX));
  const stranger = bearer(await login(server().app, DEMO.active));
  const [item] = await items(owner);
  expect(item).toMatchObject({ Status: 'open', Title: 'Загрузите фотографию страницы паспорта с регистрацией', Amount: 1_500_000 });
  expect(await items(stranger)).toEqual([]);

  expect((await selectCard(stranger, { CardId: await firstCard(stranger), TargetId: item!.Id })).statusCode).toBe(404);
  expect((await call(server().app, { method: 'POST', url: `/api/UnderRequest/${item!.Id}/Close`, headers: stranger })).statusCode).toBe(404);
  expect((await items(owner))[0]!.Status).toBe('open');
  expect(await cardOf(item!.Id)).toBeNull();

  // The stranger's card is not the owner's: 404 as well.
  expect((await selectCard(owner, { CardId: await firstCard(stranger), TargetId: item!.Id })).statusCode).toBe(404);
  const card = await firstCard(owner);
  expect((await selectCard(owner, { CardId: card, TargetId: item!.Id })).json()).toEqual({ Success: true });
  expect(await cardOf(item!.Id)).toBe(card);
});

test('closing an item: closed in the list, closing again is fine, no card can be chosen for it any more', async () => {
  const owner = bearer(await login(server().app, INBOX));
  const [item] = await items(owner);
  const close = () => call(server().app, { method: 'POST', url: `/api/UnderRequest/${item!.Id}/Close`, headers: owner });
  expect((await close()).json()).toEqual({ Success: true });
  expect((await items(owner))[0]).toMatchObject({ Id: item!.Id, Status: 'closed' });
  expect((await close()).statusCode).toBe(200);
  const closed = await selectCard(owner, { CardId: await firstCard(owner), TargetId: item!.Id });
  expect(closed.statusCode).toBe(400);
  expect(closed.json().Errors[0].ErrorCode).toBe('UNDER_REQUEST_CLOSED');
  // Without a TargetId the newest open item is meant; there is none left.
  expect((await selectCard(owner, { CardId: await firstCard(owner) })).statusCode).toBe(404);
});

test('malformed requests get 400 with Errors; no token gets 401', async () => {
  const auth = bearer(await login(server().app, INBOX));
  for (const url of ['/api/UnderRequest/abc/Close', '/api/UnderRequest/0/Close']) {
    const res = await call(server().app, { method: 'POST', url, headers: auth });
    expect(res.statusCode, url).toBe(400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
  }
  for (const payload of [{}, { CardId: 'x' }, { CardId: 1, TargetId: 0 }, { CardId: 1, Extra: 1 }]) {
    expect((await selectCard(auth, payload)).statusCode, JSON.stringify(payload)).toBe(400);
  }
  expect((await call(server().app, { url: '/api/UnderRequest/List' })).statusCode).toBe(401);
});
