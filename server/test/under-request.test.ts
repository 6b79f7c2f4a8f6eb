// Under-request items: the client's list, closing one, choosing a card for one
// (Loans/SelectCardForUnderRequest); another client's item is 404.
import { expect, test } from 'vitest';
import { bearer, call, DEMO, login, multipart } from './accounts-helpers';
import { INBOX, serverPerFile } from './cabinet-helpers';
import { openUnderRequest } from '../modules/under-request';

const server = serverPerFile();

interface Item { Id: number; Title: string; Status: string; Amount: number; LoanId: number | null; DocumentGroupId: number | null }
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

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a3bb0000000049454e44ae426082', 'hex');
const upload = (auth: Record<string, string>, groupId: number) => {
  const body = multipart(PNG, 'registration.png', 'image/png');
  return call(server().app, { method: 'POST', url: `/api/files/userdocument?groupId=${groupId}`, ...body, headers: { ...auth, ...body.headers } });
};

test('issue 28: client 06\'s request belongs to an application that exists and clears when its document arrives', async () => {
  const owner = bearer(await login(server().app, INBOX));
  const [item] = await items(owner);
  // The application it names is the client's own, held under review (State 1), of the same amount.
  const loans = (await call(server().app, { url: '/api/Loans?inActualState=false&v=1', headers: owner })).json() as { Id: number; Status: number; Amount: number }[];
  expect(loans.find((l) => l.Id === item!.LoanId)).toMatchObject({ Status: 1, Amount: item!.Amount });
  // It asks for the page of the passport with the registration.
  const groups = (await call(server().app, { url: '/api/files/UserDocumentGroup', headers: owner })).json() as { Id: number; Name: string }[];
  expect(groups.find((g) => g.Id === item!.DocumentGroupId)!.Name).toBe('Паспорт: страница с регистрацией');

  // (An earlier test closed the demo item by hand: a new one for the same group is opened.)
  const db = server().database.db;
  const { id: userId } = await db.selectFrom('user_account').select('id').where('phone', '=', INBOX).executeTakeFirstOrThrow();
  const open = await openUnderRequest(db, userId, { title: item!.Title, amount: item!.Amount, loanId: item!.LoanId, documentGroupId: item!.DocumentGroupId });
  const state = async () => (await items(owner)).find((i) => i.Id === open)!.Status;
  // A document in another group leaves it open; one in its group closes it.
  expect((await upload(owner, 1)).statusCode).toBe(200);
  expect(await state()).toBe('open');
  expect((await upload(owner, item!.DocumentGroupId!)).statusCode).toBe(200);
  expect(await state()).toBe('closed');
});
