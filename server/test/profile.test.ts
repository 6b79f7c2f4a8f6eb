// Issue 15 on the server: the profile's personal data and its changes, the phone change locked
// by an active loan, the codes' three tries, identity through the sandbox Госуслуги, and the
// contract's validation of every body these calls take.
import { expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, call, DEMO, DEMO_PASSWORD, freshUser, lastCode, login, multipart, serverPerFile, signIn, wrongCode } from './accounts-helpers';

const server = serverPerFile();
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(128, 7)]);
const PASSPORT = { Series: '4520', Number: '654321', IssueDate: '2025-10-01', IssuedBy: 'ГУ МВД России по г. Москве', DepartmentCode: '770-002', BirthPlace: 'г. Москва' };
const ADDRESS = { PostCode: '125009', Region: 'г. Москва', City: 'Москва', Street: 'ул. Тверская', House: '7', Flat: '12' };

async function uploadPhoto(app: FastifyInstance, auth: Record<string, string>, groupId = 1): Promise<number> {
  const upload = multipart(JPEG, 'new-passport.jpg', 'image/jpeg');
  const res = await call(app, { method: 'POST', url: `/api/files/userdocument?groupId=${groupId}`, ...upload, headers: { ...auth, ...upload.headers } });
  expect(res.statusCode).toBe(200);
  return res.json().Id as number;
}

const personalData = async (app: FastifyInstance, auth: Record<string, string>) => (await call(app, { url: '/client-api/Account/PersonalData', headers: auth })).json();
const change = (app: FastifyInstance, auth: Record<string, string>, payload: object) => call(app, { method: 'POST', url: '/client-api/UserDataChange', payload, headers: auth });

test('personal data: the passport and address on file; an address change applies at once', async () => {
  const app = server().app;
  await freshUser(app, '79004440001');
  const auth = bearer(await signIn(app, '79004440001'));
  expect(await personalData(app, auth)).toEqual({ Passport: null, RegistrationAddress: null, PendingChanges: [], IdentityConfirmed: false });
  const demo = bearer(await login(app, DEMO.noLoans));
  expect((await personalData(app, demo)).Passport).toMatchObject({ Series: '4510', Number: '123456' });
  const applied = await change(app, auth, { Type: 'address', Address: ADDRESS });
  expect(applied.json()).toEqual({ RequestId: 1, Status: 'applied' });
  expect((await personalData(app, auth)).RegistrationAddress).toEqual(ADDRESS);
});

test('a passport change needs a photo of the new passport, the client\'s own, and waits for the check', async () => {
  const app = server().app;
  await freshUser(app, '79004440002');
  await freshUser(app, '79004440003');
  const auth = bearer(await signIn(app, '79004440002'));
  const stranger = bearer(await signIn(app, '79004440003'));
  const errorOf = async (payload: object, who = auth) => (await change(app, who, payload)).json().Errors[0].ErrorCode;
  expect(await errorOf({ Type: 'passport', Passport: PASSPORT })).toBe('DOCUMENT_REQUIRED');
  const photo = await uploadPhoto(app, auth);
  expect((await change(app, stranger, { Type: 'passport', Passport: PASSPORT, DocumentId: photo })).statusCode).toBe(404);
  expect(await errorOf({ Type: 'passport', Passport: PASSPORT, DocumentId: await uploadPhoto(app, auth, 5) })).toBe('DOCUMENT_REQUIRED');
  expect((await change(app, auth, { Type: 'passport', Passport: PASSPORT, DocumentId: photo })).json()).toEqual({ RequestId: 1, Status: 'pending' });
  const data = await personalData(app, auth);
  expect(data.PendingChanges).toEqual([{ RequestId: 1, Type: 'passport', Status: 'pending', CreatedAt: expect.any(String) }]);
  expect(data.Passport).toBeNull();
  expect(await errorOf({ Type: 'passport', Passport: PASSPORT, DocumentId: photo })).toBe('CHANGE_PENDING');
  expect(await errorOf({ Type: 'phone', Phone: '79004440009' })).toBe('CONFIRMATION_REQUIRED');
});

test('a client with an active loan is refused the phone change, with the reason', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.active));
  const refused = await call(app, { method: 'POST', url: '/api/Account/ApprovePhone', payload: { Phone: '79004440010', Password: DEMO_PASSWORD }, headers: auth });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().Errors[0]).toEqual({ ErrorCode: 'PHONE_CHANGE_LOCKED', Message: expect.stringContaining('непогашенный заём') });
  expect((await call(app, { method: 'POST', url: '/api/Account/ConfirmPhone', payload: { Phone: '79004440010', Code: '123456' }, headers: auth })).json().Errors[0].ErrorCode).toBe(
    'PHONE_CHANGE_LOCKED',
  );
});

test('a wrong code three times kills it: the right one is refused after that', async () => {
  const app = server().app;
  await freshUser(app, '79004440004');
  const auth = bearer(await signIn(app, '79004440004'));
  await call(app, { method: 'POST', url: '/api/Account/ApprovePhone', payload: { Phone: '79004440005', Password: 'Secret-pass-1' }, headers: auth });
  const code = await lastCode(app, '79004440005');
  const confirm = (Code: string) => call(app, { method: 'POST', url: '/api/Account/ConfirmPhone', payload: { Phone: '79004440005', Code }, headers: auth });
  const codes = [];
  for (let i = 0; i < 3; i++) codes.push((await confirm(wrongCode(code))).json().Errors[0].ErrorCode);
  expect(codes).toEqual(['WRONG_CODE', 'WRONG_CODE', 'CODE_ATTEMPTS_EXCEEDED']);
  expect((await confirm(code)).json().Errors[0].ErrorCode).toBe('CODE_EXPIRED');
  expect((await call(app, { url: '/api/Account/UserProfile', headers: auth })).json().Phone).toBe('79004440004');
});

test('malformed bodies are 400 with Errors', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.noLoans));
  const bodies: [string, object][] = [
    ['/client-api/UserDataChange', { Type: 'name' }],
    ['/client-api/UserDataChange', { Type: 'passport', Passport: { ...PASSPORT, Series: '45' }, DocumentId: 1 }],
    ['/client-api/UserDataChange', { Type: 'address', Address: { City: 'Москва' } }],
    ['/client-api/UserDataChange', { Type: 'address', Address: ADDRESS, Extra: 1 }],
    ['/api/Account/ApprovePhone', { Phone: 'abc' }],
    ['/api/Account/ApproveEmail', { Email: 'not-an-address' }],
    ['/api/Account/ConfirmEmail', {}],
    ['/api/Account/ExternalSignin', { Provider: 'Esia', Code: '', State: 's' }],
  ];
  for (const [url, payload] of bodies) {
    const res = await call(app, { method: 'POST', url, payload, headers: auth });
    expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    expect(res.json().Errors.length, url).toBeGreaterThan(0);
  }
});

async function esiaVisit(app: FastifyInstance, auth: Record<string, string>, returnUrl = '/lk/identity-confirmation') {
  const res = await call(app, { url: `/api/Account/ExternalSignin?provider=Esia&returnUrl=${encodeURIComponent(returnUrl)}`, headers: auth });
  const url = new URL(res.json().Url as string);
  expect(url.pathname).toBe('/sandbox/esia');
  return url.searchParams.get('state')!;
}

const decide = (app: FastifyInstance, state: string, decision: 'allow' | 'deny') =>
  app.inject({ method: 'POST', url: '/sandbox/esia', payload: new URLSearchParams({ state, decision }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

test('identity through the sandbox Госуслуги: consent returns a code that confirms the client once', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.noLoans));
  const state = await esiaVisit(app, auth);
  const page = await app.inject({ url: `/sandbox/esia?state=${state}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('песочница');
  expect(page.body).toContain('Кузнецов Алексей Викторович');
  const back = await decide(app, state, 'allow');
  expect(back.statusCode).toBe(303);
  const location = new URL(back.headers.location as string, 'http://x');
  expect(location.pathname).toBe('/lk/identity-confirmation');
  const body = { Provider: 'Esia', Code: location.searchParams.get('code'), State: state };
  expect((await call(app, { method: 'POST', url: '/api/Account/ExternalSignin', payload: { ...body, Code: 'forged' } })).statusCode).toBe(400);
  // The forged try used the visit up.
  expect((await call(app, { method: 'POST', url: '/api/Account/ExternalSignin', payload: body })).statusCode).toBe(400);

  const again = await esiaVisit(app, auth);
  const code = new URL((await decide(app, again, 'allow')).headers.location as string, 'http://x').searchParams.get('code');
  const signedIn = await call(app, { method: 'POST', url: '/api/Account/ExternalSignin', payload: { Provider: 'Esia', Code: code, State: again } });
  expect(signedIn.json().Token).toEqual(expect.any(String));
  expect((await personalData(app, auth)).IdentityConfirmed).toBe(true);
  expect((await call(app, { method: 'POST', url: '/api/Account/ExternalSignin', payload: { Provider: 'Esia', Code: code, State: again } })).statusCode).toBe(400);
});

test('refusing on the Госуслуги page returns with access_denied; the return address stays on this site', async () => {
  const app = server().app;
  const auth = bearer(await login(app, DEMO.refused));
  const state = await esiaVisit(app, auth, '//evil.example/steal');
  const back = await decide(app, state, 'deny');
  const location = new URL(back.headers.location as string, 'http://x');
  expect(location.host).toBe('x');
  expect(location.pathname).toBe('/lk/identity-confirmation');
  expect(location.searchParams.get('error')).toBe('access_denied');
  expect((await personalData(app, auth)).IdentityConfirmed).toBe(false);
  expect((await app.inject({ url: `/sandbox/esia?state=${state}` })).statusCode).toBe(404);
});
