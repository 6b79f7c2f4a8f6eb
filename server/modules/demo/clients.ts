// Demo clients for testers, created at first start in sandbox mode only (known password).
// All sign in with phone and password alone (no SMS step). Idempotent: an existing phone is left as is.
import type { AppDb } from '../../db/database';
import { addCard } from '../cards';
import { applyPayment, holdApplication, issueLoan, moscowDateOf, offerLoan, owedOf, recordRefusal } from '../loans';
import { GROUP } from '../files';
import { clock } from '../../clock';
import { LEDGER_TARIFF } from '@/domain/tariff';
import { ConfigError } from '../../config';
import { addDemoTermsUpdate } from '../agreements';
import { addDemoMessages } from '../messages';
import { addDemoQuestionBanner } from '../service-banners';
import { openDemoUnderRequest } from '../under-request';
import { hashPassword } from '../accounts';
import { createUser, findUserByPhone } from '../accounts';

export const DEMO_PASSWORD = 'Demo-2026';

/** Client 01's contract carries both kinds of fee, so every expense type shows in the cabinet. */
const service = (name: string) => LEDGER_TARIFF.services.find((s) => s.name === name)!;
const DEMO_FEES = [
  { type: 3 as const, amount: service('SMS-информирование о платежах').price * 100, name: 'Комиссия за SMS-информирование о платежах' },
  { type: 4 as const, amount: service('Кредитный рейтинг').price * 100, name: 'Услуга «Кредитный рейтинг»', service: true },
];

const passport = { Series: '4510', Number: '123456', IssueDate: '2015-06-20', IssuedBy: 'ГУ МВД России по г. Москве', DepartmentCode: '770-001', BirthPlace: 'г. Москва' };
const address = { Registration: { PostCode: '101000', Region: 'г. Москва', City: 'Москва', Street: 'ул. Мясницкая', House: '1', Flat: '10' }, SameAsRegistration: true };
const worksheet = { EmploymentType: 'Employed', EmployerName: 'ООО «Ромашка»', Position: 'Менеджер', MonthlyIncome: 8_000_000 };
const fullRegistration = JSON.stringify({ PASSPORT_REGISTRATION: passport, ADDRESS_REGISTRATION: address, EMPLOYMENT_REGISTRATION: worksheet });

interface DemoClient {
  phone: string;
  first: string;
  last: string;
  middle: string;
  birth: string;
  finished: boolean;
  freezed?: boolean;
  registrationData: string;
  setup?: (db: AppDb, userId: number) => Promise<void>;
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    phone: '79000000001',
    first: 'Иван',
    last: 'Петров',
    middle: 'Сергеевич',
    birth: '1988-04-12',
    finished: true,
    registrationData: fullRegistration,
    async setup(db, userId) {
      const cardId = await addCard(db, userId, { last4: '4242', expiryMonth: 12, expiryYear: 2030, paymentSystem: 'Mir' });
      await issueLoan(db, {
        userId,
        amount: 1_000_000,
        termDays: 30,
        cardId,
        issuedDaysAgo: 10,
        // Fees the contract names before signing (353-FZ art. 5 part 19: services the client chose),
        // priced within the caps, so the interest for the term makes room for them.
        fees: DEMO_FEES,
      });
      await addDemoMessages(db, userId, { read: 1, unread: 1 });
    },
  },
  {
    phone: '79000000002',
    first: 'Мария',
    last: 'Смирнова',
    middle: 'Олеговна',
    birth: '1995-09-03',
    finished: true,
    registrationData: fullRegistration,
    async setup(db, userId) {
      await addCard(db, userId, { last4: '1881', expiryMonth: 8, expiryYear: 2029, paymentSystem: 'Visa' });
      await recordRefusal(db, { userId, amount: 2_500_000, termDays: 21, daysAgo: 2 });
    },
  },
  { phone: '79000000003', first: 'Алексей', last: 'Кузнецов', middle: 'Викторович', birth: '1979-01-25', finished: true, registrationData: fullRegistration },
  {
    phone: '79000000004',
    first: 'Ольга',
    last: 'Соколова',
    middle: 'Андреевна',
    birth: '2000-11-30',
    finished: false,
    registrationData: JSON.stringify({ PASSPORT_REGISTRATION: passport }),
  },
  { phone: '79000000005', first: 'Дмитрий', last: 'Волков', middle: 'Петрович', birth: '1985-07-07', finished: true, freezed: true, registrationData: fullRegistration },
  // Cabinet inbox: 3 messages (2 unread), an LK banner with a question, an open under-request item
  // that belongs to the client's application of 15 000 ₽, held under review until the page of the
  // passport with the registration arrives (uploading it closes the request).
  {
    phone: '79000000006',
    first: 'Елена',
    last: 'Новикова',
    middle: 'Игоревна',
    birth: '1991-02-14',
    finished: true,
    registrationData: fullRegistration,
    async setup(db, userId) {
      await addCard(db, userId, { last4: '5100', expiryMonth: 3, expiryYear: 2031, paymentSystem: 'Mastercard' });
      await addDemoMessages(db, userId, { read: 1, unread: 2 });
      await addDemoQuestionBanner(db, userId);
      const amount = 1_500_000;
      const loanId = await holdApplication(db, { userId, amount, termDays: 21, daysAgo: 1 });
      await openDemoUnderRequest(db, userId, { loanId, amount, documentGroupId: GROUP.PASSPORT_REGISTRATION });
    },
  },
  // Money in the cabinet (issue 14): an active loan to prolong, a document waiting for the signature.
  {
    phone: '79000000010',
    first: 'Сергей',
    last: 'Орлов',
    middle: 'Николаевич',
    birth: '1990-05-18',
    finished: true,
    registrationData: fullRegistration,
    async setup(db, userId) {
      const cardId = await addCard(db, userId, { last4: '7714', expiryMonth: 9, expiryYear: 2030, paymentSystem: 'Visa' });
      // Their first loan, within the first loan's 0 % (the tariff): its term costs nothing, a prolongation's days do.
      await issueLoan(db, { userId, amount: 500_000, termDays: 21, cardId, issuedDaysAgo: 5, firstLoan: true });
      await addDemoTermsUpdate(db, userId);
    },
  },
  // The loan's life (issue 13): an overdue loan, an offer waiting for the signature, a history of repaid loans.
  {
    phone: '79000000007',
    first: 'Павел',
    last: 'Лебедев',
    middle: 'Андреевич',
    birth: '1983-03-09',
    finished: true,
    registrationData: fullRegistration,
    async setup(db, userId) {
      const cardId = await addCard(db, userId, { last4: '3030', expiryMonth: 6, expiryYear: 2030, paymentSystem: 'Mir' });
      // Their first loan, at the first loan's 0 %: overdue, it bears the penalty alone.
      await issueLoan(db, { userId, amount: 700_000, termDays: 21, cardId, issuedDaysAgo: 30, firstLoan: true });
    },
  },
  {
    phone: '79000000008',
    first: 'Анна',
    last: 'Морозова',
    middle: 'Сергеевна',
    birth: '1997-12-01',
    finished: true,
    registrationData: fullRegistration,
    async setup(db, userId) {
      const cardId = await addCard(db, userId, { last4: '8080', expiryMonth: 11, expiryYear: 2029, paymentSystem: 'Visa' });
      await offerLoan(db, { userId, amount: 1_200_000, termDays: 21, cardId, firstLoan: true });
    },
  },
  {
    phone: '79000000009',
    first: 'Николай',
    last: 'Зайцев',
    middle: 'Олегович',
    birth: '1975-08-22',
    finished: true,
    registrationData: fullRegistration,
    async setup(db, userId) {
      const cardId = await addCard(db, userId, { last4: '9090', expiryMonth: 2, expiryYear: 2031, paymentSystem: 'Mastercard' });
      await repaidLoan(db, userId, cardId, { amount: 300_000, termDays: 14, issuedDaysAgo: 200, paidDaysAgo: 188, firstLoan: true });
      await repaidLoan(db, userId, cardId, { amount: 500_000, termDays: 21, issuedDaysAgo: 120, paidDaysAgo: 100 });
      await repaidLoan(db, userId, cardId, { amount: 800_000, termDays: 30, issuedDaysAgo: 60, paidDaysAgo: 31 });
    },
  },
];

const DAY_MS = 86_400_000;

/** A loan of the past, issued and then repaid in full (the loan's own ledger closes it). */
async function repaidLoan(db: AppDb, userId: number, cardId: number, loan: { amount: number; termDays: number; issuedDaysAgo: number; paidDaysAgo: number; firstLoan?: boolean }) {
  const id = await issueLoan(db, { userId, amount: loan.amount, termDays: loan.termDays, cardId, issuedDaysAgo: loan.issuedDaysAgo, firstLoan: loan.firstLoan });
  const paidAt = new Date(clock.now().getTime() - loan.paidDaysAgo * DAY_MS).toISOString();
  await db.transaction().execute(async (trx) => applyPayment(trx, id, await owedOf(trx, id, moscowDateOf(paidAt)), paidAt, 'Погашение займа'));
}

let demoHash: Promise<string> | undefined;

export async function seedDemoClients(db: AppDb): Promise<void> {
  for (const client of DEMO_CLIENTS) {
    if (await findUserByPhone(db, client.phone)) continue;
    const userId = await createUser(db, {
      phone: client.phone,
      password_hash: await (demoHash ??= hashPassword(DEMO_PASSWORD)),
      first_name: client.first,
      last_name: client.last,
      middle_name: client.middle,
      birth_day: client.birth,
      email: `demo${client.phone.slice(-1)}@example.com`,
      email_confirmed: 1,
      phone_confirmed: 1,
      is_registration_finished: client.finished ? 1 : 0,
      is_freezed: client.freezed ? 1 : 0,
      skip_login_sms: 1,
      agreements_signed: client.finished ? 1 : 0,
      registration_data: client.registrationData,
    });
    await client.setup?.(db, userId);
  }
}

/**
 * Outside the sandbox the demo clients would be real accounts anyone can enter (the password is
 * published, no SMS is asked): a database that holds them is refused at start, naming them.
 */
export async function assertNoDemoClients(db: AppDb): Promise<void> {
  const phones = DEMO_CLIENTS.map((c) => c.phone);
  const found = await db
    .selectFrom('user_account')
    .select(['id', 'phone', 'first_name', 'last_name'])
    .where((eb) => eb.or([eb('skip_login_sms', '=', 1), eb('phone', 'in', phones)]))
    .orderBy('id')
    .execute();
  if (found.length === 0) return;
  const names = found.map((u) => `${u.phone} (id ${u.id}${u.last_name ? `, ${u.last_name} ${u.first_name ?? ''}`.trimEnd() : ''})`);
  throw new ConfigError(
    `SANDBOX=0 refuses this database: it holds the sandbox's demo clients, who sign in with a published password and no SMS — ${names.join(', ')}. ` +
      'Start on a database made without the sandbox, or delete these accounts first.',
  );
}
