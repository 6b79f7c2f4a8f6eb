import { expect, test } from 'vitest';
import { bearer, call, DEMO, lastCode, login, multipart, serverPerFile } from './accounts-helpers';

// One server per file: booting compiles the whole contract, which is slow on a busy machine.
const server = serverPerFile();
const boot = async () => server().app;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(128, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

test('demo client 1 has an active loan with all four expense types and a next payment', async () => {
  const app = await boot();
  const auth = bearer(await login(app, DEMO.active));
  const loans = (await call(app, { url: '/api/Loans?inActualState=false&v=1', headers: auth })).json();
  expect(loans).toHaveLength(1);
  const loan = loans[0];
  expect(loan).toMatchObject({ Status: 4, StatusLoan: { Id: 4, State: 4 } });
  expect(loan.ExpenseToPay.map((e: { ExpenseType: number }) => e.ExpenseType)).toEqual([1, 2, 3, 4]);
  const total = loan.ExpenseToPay.reduce((s: number, e: { ExpenseAmount: number }) => s + e.ExpenseAmount, 0);
  const next = (await call(app, { url: `/api/Loans/${loan.Id}/NextPayment`, headers: auth })).json();
  // Today's debt to close the loan; on the due date, untouched, the contract's «Сумма к возврату».
  expect(next).toEqual({ PaymentAmount: total, PaymentDate: loan.DueDate, DueAmount: loan.Offer.Total });
  expect(loan.Offer).toMatchObject({ Fees: [expect.objectContaining({ ExpenseType: 3, Amount: 15_000 }), expect.objectContaining({ ExpenseType: 4, Amount: 9_900 })] });
  for (const path of ['', '/Status', '/FullStatus', '/ExpensesToPay', '/Payments', '/GetLoanSchedule', '/DailyHistory']) {
    expect((await call(app, { url: `/api/Loans/${loan.Id}${path}`, headers: auth })).statusCode, path).toBe(200);
  }
  const full = (await call(app, { url: `/client-api/Loans/${loan.Id}/FullStatus`, headers: auth })).json();
  expect(full).toMatchObject({ CanPay: true, AmountToPay: total });
  const schedule = (await call(app, { url: `/api/Loans/${loan.Id}/GetLoanSchedule`, headers: auth })).json();
  expect(schedule).toEqual([{ Date: loan.DueDate, Principal: 1_000_000, Interest: loan.Offer.Interest, Penalty: 0, Fees: 24_900, Total: loan.Offer.Total }]);
});

test('demo client 2 last loan failed scoring (State 2); client 3 has none', async () => {
  const app = await boot();
  const refused = (await call(app, { url: '/api/Loans/LastLoan', headers: bearer(await login(app, DEMO.refused)) })).json();
  expect(refused).toMatchObject({ Status: 2, StatusLoan: { State: 2 } });
  const none = bearer(await login(app, DEMO.noLoans));
  expect((await call(app, { url: '/api/Loans', headers: none })).json()).toEqual([]);
  expect((await call(app, { url: '/api/Loans/LastLoan', headers: none })).statusCode).toBe(404);
});

test("another client's loan, card and document are 404, never 200", async () => {
  const app = await boot();
  const owner = bearer(await login(app, DEMO.active));
  const stranger = bearer(await login(app, DEMO.noLoans));
  const loanId = (await call(app, { url: '/api/Loans', headers: owner })).json()[0].Id;
  const cardId = (await call(app, { url: '/api/cards', headers: owner })).json()[0].Id;
  const upload = multipart(JPEG, 'passport.jpg', 'image/jpeg');
  const doc = await call(app, { method: 'POST', url: '/api/files/userdocument?groupId=1', ...upload, headers: { ...owner, ...upload.headers } });
  expect(doc.statusCode).toBe(200);
  const docId = doc.json().Id;

  const own = await call(app, { url: `/api/files/userdocument/${docId}`, headers: owner });
  expect(own.statusCode).toBe(200);
  expect(own.headers['content-type']).toBe('image/jpeg');
  expect(own.rawPayload.equals(JPEG)).toBe(true);

  for (const url of [
    `/api/Loans/${loanId}`,
    `/api/Loans/${loanId}/Status`,
    `/api/Loans/${loanId}/FullStatus`,
    `/api/Loans/${loanId}/ExpensesToPay`,
    `/api/Loans/${loanId}/NextPayment`,
    `/api/Loans/${loanId}/Payments`,
    `/api/Loans/${loanId}/GetLoanSchedule`,
    `/client-api/Loans/${loanId}/Status`,
    `/api/cards/Card/${cardId}`,
    `/api/files/userdocument/${docId}`,
  ]) {
    const res = await call(app, { url, headers: stranger });
    expect(res.statusCode, url).toBe(404);
    expect(res.json().Errors[0].ErrorCode).toBe('NOT_FOUND');
  }
  expect((await call(app, { url: '/api/files/userdocument', headers: stranger })).json()).toEqual([]);
  expect((await call(app, { method: 'POST', url: '/api/cards/Card', payload: { CardId: cardId }, headers: stranger })).statusCode).toBe(404);
});

test('uploads: JPEG, PNG and PDF by their bytes; other types 400; over 10 MB 413; malformed multipart 400', async () => {
  const app = await boot();
  const auth = bearer(await login(app, DEMO.noLoans));
  const post = (file: Buffer, name: string) => {
    const upload = multipart(file, name);
    return call(app, { method: 'POST', url: '/api/files/userdocument?groupId=5', ...upload, headers: { ...auth, ...upload.headers } });
  };
  expect((await post(PDF, 'contract.pdf')).json()).toMatchObject({ MimeType: 'application/pdf', GroupId: 5 });
  expect((await post(JPEG, 'photo.jpg')).json()).toMatchObject({ MimeType: 'image/jpeg', Size: JPEG.length });
  const exe = await post(Buffer.from('MZ\x90\x00 not an image'), 'photo.jpg');
  expect(exe.statusCode).toBe(400);
  expect(exe.json().Errors[0].ErrorCode).toBe('UNSUPPORTED_FILE_TYPE');
  const huge = await post(Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]), 'huge.jpg');
  expect(huge.statusCode).toBe(413);
  expect(huge.json().Errors.length).toBe(1);
  const broken = await call(app, {
    method: 'POST',
    url: '/api/files/userdocument?groupId=5',
    payload: 'garbage',
    headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' },
  });
  expect(broken.statusCode).toBe(400);
  const unknownGroup = multipart(JPEG, 'a.jpg');
  expect((await call(app, { method: 'POST', url: '/api/files/userdocument?groupId=99', ...unknownGroup, headers: { ...auth, ...unknownGroup.headers } })).statusCode).toBe(404);
  expect((await call(app, { url: '/api/files/userdocument?groupId=5', headers: auth })).json()).toHaveLength(2);
});

test('PassportRecognize returns the fixed sandbox passport for any photo', async () => {
  const app = await boot();
  const auth = bearer(await login(app, DEMO.unfinished));
  expect((await call(app, { url: '/api/files/PassportRecognize', headers: auth })).json().Status).toBe('failed');
  const upload = multipart(JPEG, 'p.jpg');
  const res = await call(app, { method: 'POST', url: '/api/files/PassportRecognize', ...upload, headers: { ...auth, ...upload.headers } });
  expect(res.json()).toMatchObject({ Status: 'done', Series: '4510', Number: '123456' });
  expect((await call(app, { url: '/api/files/PassportRecognize', headers: auth })).json().Status).toBe('done');
});

test('the card page refuses foreign return addresses and expired sessions', async () => {
  const app = await boot();
  const auth = bearer(await login(app, DEMO.noLoans));
  for (const ReturnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil']) {
    expect((await call(app, { method: 'POST', url: '/api/cards/AddCardByUrl', payload: { ReturnUrl }, headers: auth })).statusCode).toBe(400);
  }
  expect((await app.inject({ url: '/sandbox/payment/card?session=00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
  const { Url } = (await call(app, { method: 'POST', url: '/api/cards/AddCardByUrl', payload: { ReturnUrl: '/lk/Dashboard?tab=cards' }, headers: auth })).json();
  const session = new URL(Url, 'http://x').searchParams.get('session')!;
  const form = (fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/sandbox/payment/card', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  expect((await form({ session, last4: '42', system: 'Mir', expiry: '12/30', action: 'link' })).statusCode).toBe(400);
  const cancelled = await form({ session, action: 'cancel' });
  expect(cancelled.headers.location).toBe('/lk/Dashboard?tab=cards&cardError=cancelled');
  expect((await call(app, { url: '/api/cards', headers: auth })).json()).toEqual([]);
});

test('prolongation: settings, price, SMS signature; the due date moves and interest grows', async () => {
  const app = await boot();
  const auth = bearer(await login(app, DEMO.active));
  const loan = (await call(app, { url: '/api/Loans', headers: auth })).json()[0];
  expect((await call(app, { url: `/api/Loans/${loan.Id}/ProlongedSettings`, headers: auth })).json()).toEqual({ Available: true, MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 });
  const info = (await call(app, { url: `/api/Loans/${loan.Id}/ProlongedInfo?days=10`, headers: auth })).json();
  // The interest owed by the new due date: the term's (the offer's) and ten days at 0.8 % of 10 000 ₽.
  expect(info).toMatchObject({ Days: 10, Fee: loan.Offer.Interest + 80_000 });
  expect((await call(app, { url: `/api/Loans/${loan.Id}/ProlongedInfo?days=3`, headers: auth })).statusCode).toBe(400);
  await call(app, { method: 'POST', url: `/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, payload: { Days: 10 }, headers: auth });
  const code = await lastCode(app, DEMO.active);
  const signed = await call(app, { method: 'POST', url: `/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, payload: { Code: code }, headers: auth });
  expect(signed.statusCode).toBe(200);
  const after = (await call(app, { url: `/api/Loans/${loan.Id}`, headers: auth })).json();
  expect(after.DueDate).toBe(info.NewDueDate);
  // Today's debt is as it was; the new due date asks the ten days' interest more.
  expect(after.ExpenseToPay).toEqual(loan.ExpenseToPay);
  const dueAmount = async () => (await call(app, { url: `/api/Loans/${loan.Id}/NextPayment`, headers: auth })).json().DueAmount;
  expect(await dueAmount()).toBe(loan.Offer.Total + 80_000);
  const list = (await call(app, { url: `/api/Loans/AgreementList?loanId=${loan.Id}`, headers: auth })).json();
  expect(list).toEqual([
    expect.objectContaining({ Id: loan.Id, Url: `/api/Loans/${loan.Id}/Agreement`, IsSigned: true }),
    expect.objectContaining({ Url: expect.stringMatching(new RegExp(`^/api/Loans/${loan.Id}/ProlongationAgreement/\\d+$`)), IsSigned: true }),
  ]);
  const agreement = (await call(app, { url: `/api/Loans/${loan.Id}/Agreement`, headers: auth })).json();
  expect(agreement.Content).toContain('10\u00a0000\u00a0₽');
});
