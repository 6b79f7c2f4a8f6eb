// The client's agreements (issue 14): the list with what waits for the signature, one document,
// signing by SMS code (RepeatSignAgreements, ApproveSignAgreements), the signed document after;
// 3 wrong codes kill the code; another client's document is 404; malformed bodies are 400;
// none of these operations answers 501.
import { expect, test } from 'vitest';
import { loadConfig } from '../config';
import { operationKey } from '../contract/register';
import { modules } from '../modules';
import { clock } from '../clock';
import { bearer, call, DEMO, lastCode, login, serverPerFile, wrongCode } from './accounts-helpers';
import { sandboxAgreement } from './agreement-fixture';
import { contractOperations } from './inject-checked';

const server = serverPerFile();
/** Demo client 10: the new edition of the general conditions waits for the signature. */
const MONEY = '79000000010';

type Summary = { Id: number; Name: string; Url: string; IsSigned: boolean; SignedAt: string | null };
const list = async (auth: Record<string, string>, base = '/api') => (await call(server().app, { url: `${base}/Agreement/List`, headers: auth })).json() as Summary[];
const post = (url: string, payload: unknown, headers: Record<string, string>) => call(server().app, { method: 'POST', url, payload: payload as object | undefined, headers });

test('an unsigned agreement is listed first, read, signed with the SMS code, and then shows as signed with its signature', async () => {
  const app = server().app;
  const auth = bearer(await login(app, MONEY));
  const before = await list(auth);
  expect(await list(auth, '/client-api')).toEqual(before);
  const waiting = before[0]!;
  expect(waiting).toMatchObject({ IsSigned: false, SignedAt: null, Url: `/api/Agreement?id=${waiting.Id}` });
  expect(waiting.Name).toContain('Общие условия');
  // The registration agreements are there too, signed.
  expect(before.filter((a) => a.Id <= 3).every((a) => a.IsSigned)).toBe(true);

  const doc = (await call(app, { url: `/api/Agreement?id=${waiting.Id}`, headers: auth })).json();
  expect(doc).toMatchObject({ Id: waiting.Id, Name: waiting.Name });
  expect((await call(app, { url: `/client-api/Agreement?id=${waiting.Id}`, headers: auth })).json()).toEqual(doc);
  expect((await call(app, { url: `/api/Account/GetStartUnsignedAgreement/${waiting.Id}`, headers: auth })).json().Content).toBe(doc.Content);

  const sent = await post(`/api/Account/RepeatSignAgreements/${waiting.Id}`, undefined, auth);
  expect(sent.json()).toMatchObject({ CodeLength: 6, SentTo: '+7 (***) ***-00-10' });
  const signed = await post('/api/Account/ApproveSignAgreements', { AgreementIds: [waiting.Id], Code: await lastCode(app, MONEY) }, auth);
  expect(signed.json()).toEqual({ Success: true });

  const after = (await list(auth)).find((a) => a.Id === waiting.Id)!;
  expect(after.IsSigned).toBe(true);
  expect(Date.parse(after.SignedAt!)).toBeGreaterThan(0);
  const signedDoc = (await call(app, { url: `/api/Agreement?id=${waiting.Id}`, headers: auth })).json().Content as string;
  expect(signedDoc).toContain('Подписано простой электронной подписью');
  expect(signedDoc).toContain('+7 (***) ***-00-10');
  expect((await call(app, { url: `/api/Account/GetStartUnsignedAgreement/${waiting.Id}`, headers: auth })).statusCode).toBe(404);
  // Signed once: a new code for it is refused.
  expect((await post(`/api/Account/RepeatSignAgreements/${waiting.Id}`, undefined, auth)).json().Errors[0].ErrorCode).toBe('ALREADY_SIGNED');
});

test('three wrong codes kill the code; a new code after the pause signs', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.active));
  const id = await sandboxAgreement(server().database.db, DEMO.active);
  await post(`/api/Account/RepeatSignAgreements/${id}`, undefined, auth);
  const code = await lastCode(app, DEMO.active);
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push((await post('/api/Account/ApproveSignAgreements', { AgreementIds: [id], Code: wrongCode(code) }, auth)).json().Errors[0].ErrorCode);
  expect(answers).toEqual(['WRONG_CODE', 'WRONG_CODE', 'CODE_ATTEMPTS_EXCEEDED']);
  expect((await post('/api/Account/ApproveSignAgreements', { AgreementIds: [id], Code: code }, auth)).json().Errors[0].ErrorCode).toBe('CODE_EXPIRED');
  expect((await list(auth)).find((a) => a.Id === id)!.IsSigned).toBe(false);
  // Within the resend pause: 429; after it a new code signs.
  expect((await post(`/api/Account/RepeatSignAgreements/${id}`, undefined, auth)).statusCode).toBe(429);
  clock.offsetMs += 61_000;
  await post(`/api/Account/RepeatSignAgreements/${id}`, undefined, auth);
  expect((await post('/api/Account/ApproveSignAgreements', { AgreementIds: [id], Code: await lastCode(app, DEMO.active) }, auth)).statusCode).toBe(200);
});

test("another client's agreement is 404 for reading, the code and the signature; nothing is signed", async () => {
  const app = server().app;
  const id = await sandboxAgreement(server().database.db, DEMO.refused);
  const stranger = bearer(await login(app, DEMO.noLoans));
  expect((await call(app, { url: `/api/Agreement?id=${id}`, headers: stranger })).statusCode).toBe(404);
  expect((await call(app, { url: `/client-api/Agreement?id=${id}`, headers: stranger })).statusCode).toBe(404);
  expect((await call(app, { url: `/api/Account/GetStartUnsignedAgreement/${id}`, headers: stranger })).statusCode).toBe(404);
  expect((await post(`/api/Account/RepeatSignAgreements/${id}`, undefined, stranger)).statusCode).toBe(404);
  expect((await list(stranger)).some((a) => a.Id === id)).toBe(false);
  // A code of the stranger's own does not sign someone else's document.
  await post('/api/Account/RepeatSignAgreements/1', undefined, stranger);
  const res = await post('/api/Account/ApproveSignAgreements', { AgreementIds: [id], Code: await lastCode(app, DEMO.noLoans) }, stranger);
  expect(res.statusCode).toBe(404);
  const owner = bearer(await login(app, DEMO.refused));
  expect((await list(owner)).find((a) => a.Id === id)!.IsSigned).toBe(false);
});

test('malformed bodies are 400 with a reason', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.noLoans));
  for (const payload of [{}, { AgreementIds: [], Code: '123456' }, { AgreementIds: [1], Code: '12a' }, { AgreementIds: ['x'], Code: '123456' }, { AgreementIds: [1, 1], Code: '123456' }]) {
    const res = await post('/api/Account/ApproveSignAgreements', payload, auth);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().Errors[0].Message).toBeTruthy();
  }
  expect((await call(app, { url: '/api/Agreement?id=abc', headers: auth })).statusCode).toBe(400);
  expect((await call(app, { url: '/api/Agreement', headers: auth })).statusCode).toBe(400);
  expect((await call(app, { url: '/api/Agreement?id=999999', headers: auth })).statusCode).toBe(404);
});

test('no Agreement*, Loans/{id}/Prolonged* or card operation of the contract is left without a handler (501)', async () => {
  const ctx = { config: loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent' }), db: server().database.db, settleClient: async () => undefined };
  const handled = new Set(modules.flatMap((m) => Object.keys(m.handlers?.(ctx) ?? {})));
  const ours = contractOperations().filter((op) => /\/Agreement|SignAgreements|\/Loans\/\{id\}\/(Prolonged|ApproveProlonged|ConfirmProlonged)|\/cards(\/(?!AddCardFromOld)|$)|SelectCard/.test(op.path));
  expect(ours.length).toBeGreaterThan(15);
  expect(ours.map(operationKey).filter((key) => !handled.has(key))).toEqual([]);
});

test('the sandbox offers the new edition of the general conditions to a client, for testers; unknown phones are 404', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.noLoans));
  expect((await list(auth)).some((a) => !a.IsSigned)).toBe(false);
  const offered = await app.inject({ method: 'POST', url: '/sandbox/agreements/terms-update', payload: { Phone: DEMO.noLoans } });
  expect(offered.statusCode).toBe(200);
  const { Id } = offered.json() as { Id: number };
  expect((await list(auth)).find((a) => a.Id === Id)).toMatchObject({ IsSigned: false, Name: expect.stringContaining('Общие условия') });
  expect((await app.inject({ method: 'POST', url: '/sandbox/agreements/terms-update', payload: { Phone: '79009999999' } })).statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: '/sandbox/agreements/terms-update', payload: { Phone: 'x' } })).statusCode).toBe(400);
});
