// Issue 13, "Must show 4": the loan operations that answered 501 now run — the contract as a PDF,
// TransferBalance, the sandbox's accept-without-code, the registration calculator of client-api and
// the payment method's additional service — with the ownership rule; and the operations still
// without a handler are listed, each a back-office or old-site call that no SPA code calls.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../config';
import { operationKey } from '../contract/register';
import { modules } from '../modules';
import { healthHandlers } from '../health';
import { bearer, call, DEMO, login, serverPerFile, start } from './accounts-helpers';
import { clientKey } from './client-key';
import { contractOperations } from './inject-checked';

const server = serverPerFile();
const OVERDUE = '79000000007';
const OFFER = '79000000008';

const loansOf = async (auth: Record<string, string>) =>
  (await call(server().app, { url: '/api/Loans?inActualState=false&v=1', headers: auth })).json() as { Id: number; Status: number }[];

test('the contract of a loan is a PDF with its terms, the same on every download; refused applications and other clients get 404', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.active));
  const [loan] = await loansOf(auth);
  const res = await call(app, { url: `/api/Loans/${loan!.Id}/Contract`, headers: auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = res.rawPayload;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  const text = pdf.toString('latin1');
  // The font travels with the file (a subset of DejaVu Sans), so Cyrillic prints anywhere.
  expect(text).toMatch(/\/FontFile2/);
  expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  // The document's title, UTF-16 (big-endian, with its byte-order mark) in the Info dictionary.
  const title = Buffer.from('\ufeffДоговор потребительского займа № ' + loan!.Id, 'utf16le').swap16();
  expect(pdf.includes(title)).toBe(true);
  expect((await call(app, { url: `/api/Loans/${loan!.Id}/Contract`, headers: auth })).rawPayload.equals(pdf)).toBe(true);
  // The agreement names it.
  expect((await call(app, { url: `/api/Loans/${loan!.Id}/Agreement`, headers: auth })).json().PdfUrl).toBe(`/api/Loans/${loan!.Id}/Contract`);

  const refused = bearer(await login(app, DEMO.refused));
  const [refusal] = await loansOf(refused);
  expect((await call(app, { url: `/api/Loans/${refusal!.Id}/Contract`, headers: refused })).statusCode).toBe(404);
  expect((await call(app, { url: `/api/Loans/${loan!.Id}/Contract`, headers: refused })).statusCode).toBe(404);
});

test('TransferBalance: the balance is always 0 (overpayments go back to the card), so it is refused with the reason; another client’s loan is 404', async () => {
  const app = server().app;
  const auth = bearer(await login(app, OVERDUE));
  const [loan] = await loansOf(auth);
  expect((await call(app, { url: '/api/Account/Balance', headers: auth })).json()).toEqual({ Amount: 0, Currency: 'RUB' });
  const res = await call(app, { method: 'POST', url: `/api/Loans/TransferBalance/${loan!.Id}`, headers: auth });
  expect(res.statusCode).toBe(400);
  expect(res.json().Errors[0].ErrorCode).toBe('BALANCE_EMPTY');
  const other = bearer(await login(app, DEMO.noLoans));
  expect((await call(app, { method: 'POST', url: `/api/Loans/TransferBalance/${loan!.Id}`, headers: other })).statusCode).toBe(404);
});

test('the sandbox accepts an offer without the code (testers only), once; outside the sandbox the call does not exist', async () => {
  const app = server().app;
  const auth = bearer(await login(app, OFFER));
  const [offer] = await loansOf(auth);
  expect(offer!.Status).toBe(3);
  const other = bearer(await login(app, DEMO.noLoans));
  expect((await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClientEmulation', payload: { LoanId: offer!.Id }, headers: other })).statusCode).toBe(404);
  expect((await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClientEmulation', payload: { LoanId: offer!.Id }, headers: auth })).json()).toEqual({ Success: true });
  expect((await loansOf(auth))[0]!.Status).toBe(4);
  const again = await call(app, { method: 'POST', url: '/api/Loans/AcceptLoanByClientEmulation', payload: { LoanId: offer!.Id }, headers: auth });
  expect(again.json().Errors[0].ErrorCode).toBe('OFFER_NOT_AVAILABLE');

  const live = await start({ SANDBOX: '0', DEMO_CLIENTS: '0' });
  try {
    const res = await live.app.inject({ method: 'POST', url: '/api/Loans/AcceptLoanByClientEmulation', payload: { LoanId: 1 }, headers: { authorization: 'Bearer nobody' } });
    expect([401, 404]).toContain(res.statusCode);
  } finally {
    await live.app.close();
  }
});

test('client-api: the registration calculator prices a first loan; the payment method’s extra service cannot be switched on (none is offered)', async () => {
  const app = server().app;
  const calc = await call(app, { url: '/client-api/Calculator/RegistrationCalculator', headers: clientKey });
  expect(calc.statusCode).toBe(200);
  const defaults = (await call(app, { url: '/api/Info/DefaultCalcSettings' })).json();
  expect(calc.json()).toMatchObject({ MinAmount: defaults.MinAmount, MaxAmount: defaults.MaxAmount, IsFirstLoan: true });

  const auth = { ...bearer(await login(app, DEMO.active)), ...clientKey };
  const [loan] = await loansOf(auth);
  const update = (body: object, headers = auth) => call(app, { method: 'POST', url: '/client-api/Loans/PaymentMethodAdditionalServiceUpdate', payload: body, headers });
  expect((await update({ LoanId: loan!.Id, Method: 'Card', Enabled: false })).json()).toEqual({ Success: true });
  expect((await update({ LoanId: loan!.Id, Method: 'Sbp', Enabled: true })).json().Errors[0].ErrorCode).toBe('ADDITIONAL_SERVICE_UNAVAILABLE');
  expect((await update({ LoanId: loan!.Id, Method: 'Cash', Enabled: true })).statusCode).toBe(400);
  const other = { ...bearer(await login(app, DEMO.noLoans)), ...clientKey };
  expect((await update({ LoanId: loan!.Id, Method: 'Card', Enabled: false }, other)).statusCode).toBe(404);
});

/** Operations the reference server leaves to the lender's back office or old site, and why. */
const NOT_BUILT: Record<string, string> = {
  'POST /api/Account/RegisterFromOld{product}': 'old site: moves a registration started there',
  'POST /api/cards/AddCardFromOld{product}': 'old site: moves a card saved there',
  'POST /api/files/UploadUserDocumentFromOld{product}': 'old site: moves a document uploaded there',
  'GET /api/Partner/CheckPhone': 'back office: partner phone check',
  'POST /api/Partner/CheckPhone': 'back office: partner phone check',
  'GET /api/Partner/CheckPhones': 'back office: partner phone check',
  'POST /api/Partner/CheckPhones': 'back office: partner phone check',
  'POST /api/ShortLinkAutologin': 'back office: automatic login short links',
  'PUT /api/ShortLinkAutologin': 'back office: automatic login short links',
  'DELETE /api/ShortLinkAutologin/{id}': 'back office: automatic login short links',
  'POST /api/ShortLinkAutologin/DeleteRange': 'back office: automatic login short links',
  'GET /api/ShortLinkAutologin/GetUserForAutologin': 'back office: automatic login short links',
  'GET /api/ShortLinkAutologin/LoginLogs': 'back office: automatic login short links',
  'GET /api/CreditBureau/v3/LoanData': 'back office: credit-bureau reporting',
  'GET /api/CreditBureau/LoanIds': 'back office: credit-bureau reporting',
  'GET /api/CreditBureau/DeletionData': 'back office: credit-bureau reporting',
  'GET /api/CreditBureau/Monitoring': 'back office: credit-bureau reporting',
  'POST /api/CreditBureau/Triggers': 'back office: credit-bureau reporting',
  'GET /api/External/GetFinanceUserData': 'back office: external finance data',
  'GET /api/internal/Scoring/LoanData/{id}': 'back office: loan data for a scoring system',
  'GET /api/internal/CallCenter/Queues': 'back office: call centre',
  'POST /api/internal/CallCenter/NextCall': 'back office: call centre',
  'POST /api/internal/CallCenter/RegisterCall': 'back office: call centre',
  'PUT /api/internal/AutologinSms/GlobalOption': 'back office: autologin SMS option',
  'GET /api/internal/Documents/{id}': 'back office: documents',
  'GET /api/internal/CreditHistory/{id}': 'back office: credit history',
  'GET /api/internal/PartnerInfo': 'back office: partner info',
  'GET /api/internal/Collection/Debts': 'back office: debt collection',
};

/** Every "METHOD /path" the SPA's API layer calls (src/api, the one place that calls the clients). */
function spaCalls(): Set<string> {
  const dir = join(process.cwd(), 'src', 'api');
  const calls = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/\.(GET|POST|PUT|DELETE|PATCH)\(\s*'([^']+)'/g)) calls.add(`${m[1]} ${m[2]}`);
  }
  return calls;
}

test('the operations still answering 501 are exactly the back-office and old-site ones, and the SPA calls none of them', async () => {
  const ctx = { config: loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent' }), db: server().database.db, settleClient: async () => undefined };
  const handled = new Set([...modules.flatMap((m) => Object.keys(m.handlers?.(ctx) ?? {})), ...Object.keys(healthHandlers(server().database))]);
  const unbuilt = contractOperations().map(operationKey).filter((key) => !handled.has(key));
  expect(unbuilt.sort().join('\n')).toBe(Object.keys(NOT_BUILT).sort().join('\n'));
  for (const key of unbuilt) expect(key, NOT_BUILT[key]).toMatch(/FromOld|\/Partner\/|ShortLinkAutologin|CreditBureau|\/External\/|\/internal\//);
  const calls = spaCalls();
  expect(calls.size).toBeGreaterThan(80);
  expect([...calls].filter((call) => unbuilt.includes(call))).toEqual([]);
  // Such a call, well formed, answers 501 rather than failing.
  const res = await server().app.inject({ method: 'GET', url: '/api/internal/CallCenter/Queues', headers: bearer(await login(server().app, DEMO.noLoans)) });
  expect(res.statusCode).toBe(501);
});
