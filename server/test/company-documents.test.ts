// Company documents as files (StaticDocument, normative list, pre-loan consents), the client's
// identification documents, and the /client-api analytics sink.
import { expect, test } from 'vitest';
import { bearer, call, DEMO, login, multipart } from './accounts-helpers';
import { INBOX, serverPerFile } from './cabinet-helpers';

const server = serverPerFile();

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(128, 7)]);

test('StaticDocument answers the same HTML page as /docs/{slug}.html; unknown 404, bad names 400', async () => {
  const res = await call(server().app, { url: '/api/files/StaticDocument?name=obshchie-usloviya' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['content-disposition']).toBe('inline; filename="obshchie-usloviya.html"');
  expect(res.body).toContain('Общие условия договора потребительского займа');
  expect(res.body).toBe((await server().app.inject({ url: '/docs/obshchie-usloviya.html' })).body);
  const missing = await call(server().app, { url: '/api/files/StaticDocument?name=net-takogo' });
  expect(missing.statusCode).toBe(404);
  for (const url of ['/api/files/StaticDocument', '/api/files/StaticDocument?name=', '/api/files/StaticDocument?name=a%2Fb']) {
    const bad = await call(server().app, { url });
    expect(bad.statusCode, url).toBe(400);
    expect(bad.json().Errors.length).toBeGreaterThan(0);
  }
});

test('GetNormativeDocuments lists every company document, and each link opens', async () => {
  const links = (await call(server().app, { url: '/api/files/GetNormativeDocuments' })).json() as { Name: string; Url: string }[];
  expect(links.length).toBeGreaterThanOrEqual(8);
  for (const link of links) {
    const page = await server().app.inject({ url: link.Url });
    expect(page.statusCode, link.Url).toBe(200);
    expect(page.body).toContain(link.Name);
  }
});

test('the two pre-loan consents are documents with text; they need a signed-in client', async () => {
  const auth = bearer(await login(server().app, DEMO.noLoans));
  const borrower = (await call(server().app, { url: '/api/files/GetConsentBorrowerBeforeGettingLoan', headers: auth })).json();
  expect(borrower).toMatchObject({ Name: 'Согласие на обработку персональных данных', PdfUrl: null });
  expect(borrower.Content).toMatch(/^<p>.*согласие/);
  const others = (await call(server().app, { url: '/api/files/GetPassInfoOtherPeopleBeforeGettingLoan', headers: auth })).json();
  expect(others).toMatchObject({ Name: 'Согласие на передачу сведений о третьих лицах' });
  expect(others.Id).not.toBe(borrower.Id);
  expect((await call(server().app, { url: '/api/files/GetConsentBorrowerBeforeGettingLoan' })).statusCode).toBe(401);
});

test('IdentificationDocuments lists the identity groups the client has not uploaded into, per client', async () => {
  const auth = bearer(await login(server().app, DEMO.noLoans));
  const other = bearer(await login(server().app, INBOX));
  const needed = async (headers: Record<string, string>) =>
    ((await call(server().app, { url: '/api/Loans/IdentificationDocuments', headers })).json() as { Name: string; Url: string }[]).map((l) => l.Url);
  expect(await needed(auth)).toEqual(['/api/files/userdocument?groupId=1', '/api/files/userdocument?groupId=2', '/api/files/userdocument?groupId=4']);
  const file = multipart(JPEG, 'passport.jpg', 'image/jpeg');
  const upload = await call(server().app, { method: 'POST', url: '/api/files/userdocument?groupId=1', headers: { ...auth, ...file.headers }, payload: file.payload });
  expect(upload.statusCode).toBe(200);
  expect(await needed(auth)).toEqual(['/api/files/userdocument?groupId=2', '/api/files/userdocument?groupId=4']);
  expect(await needed(other)).toHaveLength(3);
  expect((await call(server().app, { url: '/api/Loans/IdentificationDocuments' })).statusCode).toBe(401);
});

test('/client-api/Analytics/Send stores the event like /api/Analytics/Send; a malformed one is 400', async () => {
  const sent = await call(server().app, { method: 'POST', url: '/client-api/Analytics/Send', headers: { 'x-appid': 'client-api-test' }, payload: { Event: 'pageVisited', Url: '/lk/Dashboard' } });
  expect(sent.statusCode).toBe(204);
  const row = await server().database.db.selectFrom('analytics_event').selectAll().where('app_id', '=', 'client-api-test').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ name: 'pageVisited', payload: JSON.stringify({ Url: '/lk/Dashboard' }) });
  for (const payload of [{}, { Event: '' }, { Event: 'x', Extra: 1 }]) {
    const bad = await call(server().app, { method: 'POST', url: '/client-api/Analytics/Send', payload });
    expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    expect(bad.json().Errors.length).toBeGreaterThan(0);
  }
});
