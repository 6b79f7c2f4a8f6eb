// Issue 16, failures survived in the browser: for the screens that read or send data, the API
// answering 500, the connection dropping, an answer that does not come (a stall: the app gives up after REQUEST_TIMEOUT_MS, 8 s, so a 10 s delay is one) and the
// browser offline each end in requirements §8's message and a retry that works once the fault is gone, and
// whatever the client typed is still there.
import { expect, test, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { SERVER_ERROR } from '../../src/domain/messages';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../../src/api/network-failures';
import { outboxCode, signInMoneyClient } from './money-helpers';
import { clientWithLoan, clientWithOffer, newSignedInClient, startPayment } from './payment-helpers';
import { signingCode } from './outbox-helpers';
import { clientWithDocument, codeFor, fillFirstRegistrationStep, freshNational, PNG, recoverBySmsToCodeScreen, registerClient } from './account-helpers';
import { formatPhone } from '../../src/domain/masks';

type Fault = '500' | 'drop' | 'stall' | 'offline';
const FAULTS: Fault[] = ['500', 'drop', 'stall', 'offline'];
// requirements §8 gives a failed call one text, whatever the cause.
const MESSAGE: Record<Fault, string> = { '500': SERVER_ERROR, drop: SERVER_ERROR, stall: SERVER_ERROR, offline: SERVER_ERROR };

/**
 * Breaks the calls whose URL path matches `path` until the returned `heal` is called. `offline`
 * aborts them as the browser does with no network (net::ERR_INTERNET_DISCONNECTED) and, for a
 * submit, takes the whole context offline; `stall` holds them and moves the page's clock past
 * the request time limit.
 */
async function breakCalls(page: Page, context: BrowserContext, path: RegExp, fault: Fault, wholeContext: boolean, limitMs = REQUEST_TIMEOUT_MS) {
  const held: Route[] = [];
  let hits = 0;
  const matches = (url: URL) => path.test(url.pathname);
  const handler = async (route: Route) => {
    hits++;
    if (fault === '500') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    if (fault === 'drop') return route.abort('connectionreset');
    if (fault === 'offline') return route.abort('internetdisconnected');
    held.push(route);
  };
  await page.route(matches, handler);
  if (fault === 'offline' && wholeContext) await context.setOffline(true);
  return {
    /** How many calls met the fault. */
    hits: () => hits,
    /** A stalled call is given up by the app after its time limit (and once more by a query's retry). */
    async wait() {
      if (fault !== 'stall') return;
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (let round = 0; round < 2; round++) await page.clock.runFor(limitMs + 1_500);
    },
    async heal() {
      await page.unroute(matches, handler);
      if (fault === 'offline' && wholeContext) await context.setOffline(false);
      for (const route of held) await route.abort().catch(() => {});
    },
  };
}

const errorShown = (page: Page, fault: Fault) => expect(page.getByRole('alert').filter({ hasText: MESSAGE[fault] }).first()).toBeVisible();

interface ReadScreen {
  name: string;
  path: (loanId: number) => string;
  /** The call whose answer the screen shows. */
  call: RegExp;
  /** What the screen shows once the data is there. */
  loaded: (page: Page) => Promise<void>;
}

const readScreens: ReadScreen[] = [
  { name: 'faq', path: () => '/Faq', call: /^\/api\/Info\/faq$/, loaded: (page) => expect(page.getByTestId('page-faq')).toBeVisible() },
  { name: 'news', path: () => '/News', call: /^\/api\/Info\/news$/, loaded: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'about', path: () => '/o-kompanii', call: /^\/api\/Info\/company$/, loaded: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'service page', path: () => '/HowGet', call: /^\/api\/SiteMaterials$/, loaded: (page) => expect(page.getByTestId(/^page-/)).toBeVisible() },
  { name: 'dashboard', path: () => '/lk/Dashboard', call: /^\/api\/Loans$/, loaded: (page) => expect(page.getByTestId('loan-status')).toBeVisible() },
  {
    name: 'dashboard, amount to pay',
    path: () => '/lk/Dashboard',
    call: /^\/api\/Loans\/\d+\/NextPayment$/,
    loaded: (page) => expect(page.getByTestId('active-loan')).toBeVisible(),
  },
  { name: 'one loan', path: (id) => `/lk/loans/${id}`, call: /^\/api\/Loans\/\d+$/, loaded: (page) => expect(page.getByTestId('loan-terms')).toBeVisible() },
  { name: 'cards', path: () => '/lk/cards', call: /^\/api\/cards$/, loaded: (page) => expect(page.getByTestId('cards-list')).toBeVisible() },
  { name: 'agreements', path: () => '/lk/agreements', call: /^\/api\/Agreement\/List$/, loaded: (page) => expect(page.getByRole('link', { name: /Общие условия/ }).first()).toBeVisible() },
  {
    name: 'prolongation',
    path: (id) => `/lk/loans/${id}/prolongation`,
    call: /^\/api\/Loans\/\d+\/ProlongedSettings$/,
    loaded: (page) => expect(page.getByRole('heading', { name: 'Продление займа' })).toBeVisible(),
  },
  {
    name: 'decision on the application',
    path: () => '/lk/scoring-failure',
    call: /^\/api\/Account\/SendApplicationBlockInfo$/,
    loaded: (page) => expect(page.getByTestId('refusal-reasons')).toBeVisible(),
  },
  {
    name: 'payment',
    path: () => '/lk/payment',
    call: /^\/api\/Payment\/PaymentMethods$/,
    loaded: (page) => expect(page.getByRole('radio').first()).toBeVisible(),
  },
];

/**
 * A cabinet page's HTML brings the client's first answers (issue 32), so its first load asks the
 * API nothing: here it comes without them, as when the server could not add them, and the page
 * must ask — which is the call these tests break.
 */
async function withoutInlinedAnswers(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/lk'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="cabinet-answers">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}

// One test per screen goes through every fault in turn (a page load each): the sign-in and the
// browser context are paid once per screen, not once per fault.
for (const screen of readScreens) {
  test(`${screen.name}: ${FAULTS.join(', ')} → the message each time, then a retry that works`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    // The stall needs the page's clock from the start; the other faults let it run on its own.
    await page.clock.install();
    const client = await signInMoneyClient(context, baseURL!);
    const loan = (await client.get<{ Id: number; Status: number }[]>('/api/Loans?inActualState=false&v=1')).find((l) => l.Status === 4)!;
    await withoutInlinedAnswers(page);
    for (const fault of FAULTS) {
      await test.step(fault, async () => {
        const broken = await breakCalls(page, context, screen.call, fault, false);
        await page.goto(screen.path(loan.Id));
        await broken.wait();
        await errorShown(page, fault);
        await broken.heal();
        const retry = page.getByRole('button', { name: /Попробовать ещё раз|Повторить/ }).first();
        // Back online, the screen may ask again by itself (queries refetch on reconnect) and the
        // button goes while it is being pressed: then the page's own retry is the one that works.
        if (fault === 'offline') await retry.click({ timeout: 3_000 }).catch(() => expect(retry).toHaveCount(0));
        else await retry.click();
        await screen.loaded(page);
        await expect(page.getByRole('alert').filter({ hasText: MESSAGE[fault] })).toHaveCount(0);
      });
    }
  });
}

interface SubmitScreen {
  name: string;
  /** The call the submit makes. */
  call: RegExp;
  /** The submit button's test id. */
  submit: string;
  /** Opens the screen and types the client's data; answers where the form lives. */
  fill: (page: Page, baseURL: string) => Promise<Locator>;
  /** What sends it again after the failure, when not the submit button itself. */
  retry?: (page: Page) => Locator;
  /** How the client sends it, when it is not a click of the submit button (a file chosen). */
  send?: (page: Page) => Promise<void>;
  /** The call's time limit, when not the usual one (an upload's). */
  limitMs?: number;
  /** Offline only for the call (the send is the page opening, which needs the network). */
  offlineByRoute?: boolean;
  /** Fields and what they must still show after the failure. */
  kept: Array<[label: string, value: string | RegExp]>;
  /** What the screen shows once the submit went through. */
  done: (page: Page) => Promise<void>;
}

const masked = formatPhone;

/** The first registration step filled as a new client would (not sent). */
async function fillFirstStep(page: Page, national: string): Promise<Locator> {
  await fillFirstRegistrationStep(page, national);
  return page.locator('body');
}

const STEPS = ['REGISTRATION', 'PASSPORT_REGISTRATION', 'ADDRESS_REGISTRATION', 'BANK_CARD_REGISTRATION', 'BANK_CARD_PHOTO_REGISTRATION', 'EMPLOYMENT_REGISTRATION', 'SCORING'];

/** A signed-in new client whose browser holds the registration at `step` (as a reload would find it). */
async function atRegistrationStep(page: Page, baseURL: string, step: string) {
  await newSignedInClient(page.context(), baseURL);
  const data = {
    steps: STEPS.map((stepName) => ({ stepName, data: stepName === 'REGISTRATION' ? { amount: 5000, term: 7 } : {} })),
    currentStep: step,
    furthestStep: step,
    stepCount: 5,
    bankCardId: null,
    scoringRequestId: null,
    skipRegistrationCheckStep: false,
    scoringStatus: 'not_started',
  };
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('registration.v1', stored), JSON.stringify({ version: 1, data }));
  if (step === 'SCORING') return page.locator('body'); // the application goes out as the page opens
  await page.goto('/registration');
  await expect(page.getByTestId(`step-${step}`)).toBeVisible();
  return page.locator('body');
}

function submitScreens(): SubmitScreen[] {
  const registrant = freshNational();
  // A number ending in 0000 is the captcha stand-in's switch to v2.
  const caller = registrant.endsWith('0000') ? `${registrant.slice(0, 6)}1234` : registrant;
  return [
    {
      name: 'login',
      submit: 'screen-submit',
      call: /^\/api\/Account\/Login$/,
      fill: async (page) => {
        await page.goto('/login');
        await page.locator('#login-phone').pressSequentially('9000000003');
        await page.locator('#login-password').fill('Demo-2026');
        return page.locator('body');
      },
      kept: [['#login-phone', '+7 (900) 000-00-03'], ['#login-password', 'Demo-2026']],
      done: (page) => expect(page).not.toHaveURL(/\/login/),
    },
    {
      name: 'password recovery',
      submit: 'screen-submit',
      call: /^\/api\/Account\/PasswordRestore$/,
      fill: async (page) => {
        await page.goto('/password_recovery');
        await page.locator('#recovery-phone').pressSequentially('9000000003');
        await page.locator('#recovery-birth-day').pressSequentially('12041990');
        return page.locator('body');
      },
      kept: [['#recovery-phone', '+7 (900) 000-00-03'], ['#recovery-birth-day', '12.04.1990']],
      done: (page) => expect(page.getByTestId('screen-recoveryMethod')).toBeVisible(),
    },
    {
      name: 'registration',
      submit: 'step-submit',
      call: /^\/api\/Account\/Registration$/,
      fill: (page) => fillFirstStep(page, registrant),
      kept: [['#reg-phone', masked(registrant)], ['#reg-last-name', 'Тестова'], ['#reg-email', `anna${registrant}@example.ru`], ['#reg-password', 'Secret-2026']],
      done: (page) => expect(page.getByTestId('step-REGISTRATION-code')).toBeVisible(),
    },
    {
      name: 'registration, the SMS code',
      submit: 'step-submit',
      call: /^\/api\/Account\/Registration\/Confirm$/,
      fill: async (page) => {
        const form = await fillFirstStep(page, registrant);
        await page.getByTestId('step-submit').click();
        await expect(page.getByTestId('step-REGISTRATION-code')).toBeVisible();
        await page.locator('#reg-code').pressSequentially(await codeFor(page.request, `7${registrant}`, ''));
        return form;
      },
      kept: [['#reg-code', /^\d{3} \d{3}$/]],
      done: (page) => expect(page.getByTestId('step-REGISTRATION-code')).toHaveCount(0),
    },
    {
      name: 'login, the SMS code',
      submit: 'screen-submit',
      call: /^\/api\/Account\/LoginComplete$/,
      fill: async (page) => {
        const national = freshNational();
        await registerClient(page.request, `7${national}`);
        await page.goto('/login');
        await page.locator('#login-phone').pressSequentially(national);
        await page.locator('#login-password').fill('Secret-2026');
        await page.getByTestId('screen-submit').click();
        await expect(page.getByTestId('screen-loginCode')).toBeVisible();
        await page.locator('#login-code').pressSequentially(await codeFor(page.request, `7${national}`, 'вход'));
        return page.locator('body');
      },
      kept: [['#login-code', /^\d{3} \d{3}$/]],
      done: (page) => expect(page).not.toHaveURL(/\/login/),
    },
    {
      name: 'call-back',
      submit: 'call-back-submit',
      call: /^\/api\/Info\/PhoneCallbackHelp$/,
      fill: async (page) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Заказать звонок' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' });
        await dialog.getByLabel('Мобильный телефон').pressSequentially(caller);
        await dialog.getByLabel('Имя').fill('Иван');
        await dialog.getByLabel('Вопрос').fill('Как продлить заём?');
        return dialog;
      },
      kept: [['[name="phone"], input[type="tel"]', masked(caller)]],
      done: (page) => expect(page.getByText('Мы позвоним вам в течении получаса')).toBeVisible(),
    },
    {
      // Four appeals go through here and one in pages-public: the server's limit is five per address an hour.
      name: 'ombudsman appeal',
      submit: 'ombudsmen-submit',
      call: /^\/api\/Ombudsmen\/SubmitForm$/,
      fill: async (page) => {
        await page.goto('/ombudsmen');
        const form = page.getByRole('form', { name: 'Обращение к финансовому уполномоченному' });
        await form.getByLabel('Ваше имя').fill('Анна');
        await form.getByLabel('Мобильный телефон').pressSequentially('9001234567');
        await form.getByLabel('Текст обращения').fill('Прошу разъяснить начисления по договору.');
        return form;
      },
      kept: [['#omb-name', 'Анна'], ['#omb-phone', '+7 (900) 123-45-67'], ['#omb-text', 'Прошу разъяснить начисления по договору.']],
      done: (page) => expect(page.getByTestId('ombudsmen-success')).toBeVisible(),
    },
    {
      name: 'password recovery, the way to send the code',
      submit: 'screen-submit',
      call: /^\/api\/Account\/ForgotPasswordSendSms$/,
      fill: async (page) => {
        const national = freshNational();
        await registerClient(page.request, `7${national}`);
        await page.goto('/password_recovery');
        await page.locator('#recovery-phone').pressSequentially(national);
        await page.locator('#recovery-birth-day').pressSequentially('12041990');
        await page.getByTestId('screen-submit').click();
        await expect(page.getByTestId('screen-recoveryMethod')).toBeVisible();
        return page.locator('body');
      },
      kept: [],
      done: (page) => expect(page.getByTestId('screen-recoveryCode')).toBeVisible(),
    },
    {
      name: 'password recovery, the code',
      submit: 'screen-submit',
      call: /^\/api\/Account\/ForgotPasswordCheckSmsCode$/,
      fill: async (page) => {
        const national = freshNational();
        await registerClient(page.request, `7${national}`);
        await page.goto('/password_recovery');
        await recoverBySmsToCodeScreen(page, national);
        await page.locator('#recovery-code').pressSequentially(await codeFor(page.request, `7${national}`, 'восстановление'));
        return page.locator('body');
      },
      kept: [['#recovery-code', /^\d{3} \d{3}$/]],
      done: (page) => expect(page.getByTestId('screen-newPassword')).toBeVisible(),
    },
    {
      name: 'password recovery, the new password',
      submit: 'screen-submit',
      call: /^\/api\/Account\/NewPassword$/,
      fill: async (page) => {
        const national = freshNational();
        await registerClient(page.request, `7${national}`);
        await page.goto('/password_recovery');
        await recoverBySmsToCodeScreen(page, national);
        await page.locator('#recovery-code').pressSequentially(await codeFor(page.request, `7${national}`, 'восстановление'));
        await page.getByTestId('screen-submit').click();
        await expect(page.getByTestId('screen-newPassword')).toBeVisible();
        await page.locator('#new-password').fill('Another-2027');
        await page.locator('#new-password-repeat').fill('Another-2027');
        return page.locator('body');
      },
      kept: [['#new-password', 'Another-2027'], ['#new-password-repeat', 'Another-2027']],
      done: (page) => expect(page).not.toHaveURL(/password_recovery/),
    },
    {
      name: 'registration, the passport',
      submit: 'step-submit',
      call: /^\/api\/Account\/Registration\/Passport$/,
      fill: async (page, baseURL) => {
        const form = await atRegistrationStep(page, baseURL, 'PASSPORT_REGISTRATION');
        await page.locator('#passport-number').pressSequentially('4510123456');
        await page.locator('#passport-issue-date').pressSequentially('20062015');
        await page.locator('#passport-department-code').pressSequentially('770001');
        await page.locator('#passport-issued-by').fill('ГУ МВД России по г. Москве');
        await page.locator('#passport-birth-place').fill('г. Москва');
        return form;
      },
      kept: [['#passport-number', '4510 123456'], ['#passport-issued-by', 'ГУ МВД России по г. Москве'], ['#passport-birth-place', 'г. Москва']],
      done: (page) => expect(page.getByTestId('step-ADDRESS_REGISTRATION')).toBeVisible(),
    },
    {
      name: 'registration, the address',
      submit: 'step-submit',
      call: /^\/api\/Account\/Registration\/Address$/,
      fill: async (page, baseURL) => {
        const form = await atRegistrationStep(page, baseURL, 'ADDRESS_REGISTRATION');
        await page.locator('#address-registration').fill('Москва Тверская');
        await page.getByTestId('address-registration-suggestions').getByRole('button').first().click();
        await page.locator('#address-registration-flat').fill('12');
        return form;
      },
      kept: [['#address-registration', /Тверская/], ['#address-registration-flat', '12']],
      done: (page) => expect(page.getByTestId('step-BANK_CARD_REGISTRATION')).toBeVisible(),
    },
    {
      name: 'registration, linking the card',
      submit: 'link-card',
      call: /^\/api\/cards\/AddCardByUrl$/,
      fill: (page, baseURL) => atRegistrationStep(page, baseURL, 'BANK_CARD_REGISTRATION'),
      kept: [],
      done: (page) => expect(page.locator('#pan')).toBeVisible(),
    },
    {
      name: 'registration, the card photo',
      submit: 'step-BANK_CARD_PHOTO_REGISTRATION',
      call: /^\/api\/files\/userdocument$/,
      fill: (page, baseURL) => atRegistrationStep(page, baseURL, 'BANK_CARD_PHOTO_REGISTRATION'),
      send: (page) => page.locator('#card-photo').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG }),
      limitMs: UPLOAD_TIMEOUT_MS,
      kept: [],
      done: (page) => expect(page.getByTestId('card-photo-uploaded')).toBeVisible(),
    },
    {
      name: 'registration, the application',
      submit: 'step-SCORING',
      call: /^\/api\/Loans\/RequestScoringAnswer$/,
      fill: (page, baseURL) => atRegistrationStep(page, baseURL, 'SCORING'),
      send: async (page) => {
        await page.goto('/registration');
      },
      retry: (page) => page.getByTestId('scoring-retry'),
      offlineByRoute: true,
      kept: [],
      done: (page) => expect(page.getByTestId('offer-terms')).toBeVisible({ timeout: 20_000 }),
    },
    {
      name: 'registration, the employment',
      submit: 'step-submit',
      call: /^\/api\/Account\/Worksheet$/,
      fill: async (page, baseURL) => {
        const form = await atRegistrationStep(page, baseURL, 'EMPLOYMENT_REGISTRATION');
        await page.locator('#employment-type').selectOption('Employed');
        await page.locator('#employment-employer').fill('ООО «Ромашка»');
        await page.locator('#employment-income').pressSequentially('60000');
        return form;
      },
      kept: [['#employment-type', 'Employed'], ['#employment-employer', 'ООО «Ромашка»'], ['#employment-income', '60\u00a0000']],
      done: (page) => expect(page.getByTestId('step-SCORING')).toBeVisible(),
    },
    {
      name: 'payment',
      submit: 'payment-pay',
      call: /^\/api\/Payment\/PaymentUrl$/,
      fill: async (page, baseURL) => {
        await clientWithLoan(page.context(), baseURL);
        await page.goto('/lk/payment');
        await startPayment(page, 1500, 'Картой через SBC');
        return page.locator('body');
      },
      retry: (page) => page.getByRole('button', { name: 'Повторить' }),
      kept: [],
      // The amount typed before the failure is the one paid.
      done: async (page) => {
        await expect(page).toHaveURL(/\/sandbox\/pay\/SBC\?session=/);
        await expect(page.getByTestId('provider-amount')).toHaveText('1\u00a0500\u00a0₽');
      },
    },
    {
      name: 'prolongation, the code',
      submit: 'prolongation-request-code',
      call: /^\/api\/Loans\/\d+\/ApproveProlongedAgreementByPhone$/,
      fill: async (page, baseURL) => {
        const client = await clientWithLoan(page.context(), baseURL);
        await page.goto(`/lk/loans/${client.loanId}/prolongation`);
        await page.getByTestId('prolongation-next').click();
        await page.getByTestId('prolongation-consent').check();
        return page.locator('body');
      },
      kept: [],
      done: (page) => expect(page.getByLabel('Код из SMS')).toBeVisible(),
    },
    {
      name: 'prolongation, the signature',
      submit: 'prolongation-sign',
      call: /^\/api\/Loans\/\d+\/ConfirmProlongedAgreementByPhone$/,
      fill: async (page, baseURL) => {
        const client = await clientWithLoan(page.context(), baseURL);
        await page.goto(`/lk/loans/${client.loanId}/prolongation`);
        await page.getByTestId('prolongation-next').click();
        await page.getByTestId('prolongation-consent').check();
        const before = new Date().toISOString();
        await page.getByTestId('prolongation-request-code').click();
        await page.getByLabel('Код из SMS').fill(await outboxCode(page.request, client.phone, 'продление займа', before));
        return page.locator('body');
      },
      kept: [['input[autocomplete="one-time-code"]', /^\d{3} ?\d{3}$/]],
      done: (page) => expect(page.getByTestId('prolongation-new-due')).toBeVisible(),
    },
    {
      name: 'signing a document, the code',
      submit: 'agreement-request-code',
      call: /^\/api\/Account\/RepeatSignAgreements\/\d+$/,
      fill: async (page, baseURL) => {
        await page.goto(`/lk/agreements/${(await clientWithDocument(page, baseURL)).id}`);
        await expect(page.getByTestId('agreement-document')).toContainText('Что изменилось');
        return page.locator('body');
      },
      kept: [],
      done: (page) => expect(page.getByLabel('Код из SMS')).toBeVisible(),
    },
    {
      name: 'signing a document, the signature',
      submit: 'agreement-sign',
      call: /^\/api\/Account\/ApproveSignAgreements$/,
      fill: async (page, baseURL) => {
        const { phone, id } = await clientWithDocument(page, baseURL);
        await page.goto(`/lk/agreements/${id}`);
        await page.getByTestId('agreement-request-code').click();
        await page.getByLabel('Код из SMS').fill(await codeFor(page.request, phone, 'подписание документов'));
        return page.locator('body');
      },
      kept: [['input[autocomplete="one-time-code"]', /^\d{3} ?\d{3}$/]],
      done: (page) => expect(page.getByTestId('agreement-signed')).toHaveText('Документ подписан.'),
    },
    {
      name: 'linking a card',
      submit: 'card-add',
      call: /^\/api\/cards\/AddCardByUrl$/,
      fill: async (page, baseURL) => {
        await clientWithLoan(page.context(), baseURL);
        await page.goto('/lk/cards');
        await expect(page.getByTestId('card-add')).toBeEnabled();
        return page.locator('body');
      },
      kept: [],
      done: (page) => expect(page).toHaveURL(/\/sandbox\/payment\/card\?session=/),
    },
    {
      name: 'loan offer, the code',
      submit: 'offer-request-code',
      call: /^\/api\/Loans\/SmsCodeOnGetLoan$/,
      fill: async (page, baseURL) => {
        await clientWithOffer(page.context(), baseURL);
        await page.goto('/lk/Dashboard');
        await page.getByTestId('offer-consent').check();
        return page.locator('body');
      },
      kept: [],
      done: (page) => expect(page.getByTestId('offer-code')).toBeVisible(),
    },
    {
      name: 'loan offer, the signature',
      submit: 'offer-sign',
      call: /^\/api\/Loans\/AcceptLoanByClient$/,
      fill: async (page, baseURL) => {
        const client = await clientWithOffer(page.context(), baseURL);
        await page.goto('/lk/Dashboard');
        await page.getByTestId('offer-consent').check();
        await page.getByTestId('offer-request-code').click();
        await page.getByTestId('offer-code').fill(await signingCode(page.request, client.phone));
        return page.locator('body');
      },
      kept: [['[data-testid="offer-code"]', /^\d{3} ?\d{3}$/]],
      done: (page) => expect(page.getByTestId('loan-issued')).toBeVisible(),
    },
  ];
}

// A submit, one test per screen: the form is filled once, then sent under each fault in turn —
// each time the message shows, what was typed is kept, and the call was really made again — and
// once the faults are gone, sending again goes through.
for (const [index, screen] of submitScreens().entries()) {
  test(`${screen.name}: ${FAULTS.join(', ')} → the message each time, what was typed kept, then sending again goes through`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const current = submitScreens()[index]!;
    await page.clock.install();
    const form = await current.fill(page, baseURL!);
    const submit = form.getByTestId(current.submit);
    const sendAgain = async () => {
      if (current.retry) await current.retry(page).click();
      else if (current.send) await current.send(page);
      else await submit.click();
    };
    for (const [round, fault] of FAULTS.entries()) {
      await test.step(fault, async () => {
        const broken = await breakCalls(page, context, current.call, fault, !current.offlineByRoute, current.limitMs);
        await (round === 0 ? (current.send ? current.send(page) : submit.click()) : sendAgain());
        await expect.poll(() => broken.hits(), { message: 'the call is made again' }).toBeGreaterThan(0);
        await broken.wait();
        await expect(form.getByText(MESSAGE[fault]).first()).toBeVisible();
        for (const [selector, value] of current.kept) await expect(form.locator(selector).first()).toHaveValue(value);
        await broken.heal();
      });
    }
    await sendAgain();
    await current.done(page);
  });
}
