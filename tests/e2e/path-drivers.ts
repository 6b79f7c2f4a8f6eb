// Step drivers for the specs a tester exports from a model path (tests/model/path-spec.ts): each
// step of the model (what the client does, or what the server answers) becomes what a client does
// in the browser, or what the page must show once the reference server answered. The client's
// actions are the ones the journeys use (account-helpers.ts). A step without a driver fails the
// spec, naming it: add its driver here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SpecStep } from '../model/paths';
import { CLIENT_PASSWORD, codeFor, fillAddressStep, fillPassportStep, fillPersonalData, freshNational, registerClient, useToken } from './account-helpers';

interface Run {
  page: Page;
  request: APIRequestContext;
  /** The client of this run (10 digits after +7), made on first need. */
  national: string;
  token: { Token: string; Expires: string } | null;
}

type Driver = (run: Run, step: SpecStep) => Promise<void>;

const phoneOf = (run: Run) => `7${run.national}`;
const submitStep = (run: Run) => run.page.getByTestId('step-submit').click();
const showsStep = (step: string) => (run: Run) => expect(run.page.getByTestId(`step-${step}`)).toBeVisible();

/** The run's client registered through the API (phone confirmed): its token. */
async function registered(run: Run) {
  run.token ??= await registerClient(run.request, phoneOf(run));
  return run.token;
}

const REGISTRATION_FORMS: Array<[at: RegExp, fill: Driver]> = [
  [
    /^filling\.\(?personal\b/,
    async ({ page, national }) => {
      await fillPersonalData(page, national);
      await page.locator('#reg-password').fill(CLIENT_PASSWORD);
    },
  ],
  [
    /^filling\.\(?personalCode\b/,
    async (run) => run.page.locator('#reg-code').pressSequentially(await codeFor(run.request, phoneOf(run), '')),
  ],
  [
    /^filling\.\(?passport\b/,
    ({ page }) => fillPassportStep(page),
  ],
  [
    /^filling\.\(?address\b/,
    ({ page }) => fillAddressStep(page),
  ],
];

const DRIVERS: Record<string, Record<string, Driver>> = {
  registration: {
    'registration.arrive': async (run, step) => {
      if (step.detail === 'signedIn') {
        await useToken(run.page.context(), String(test.info().project.use.baseURL), await registered(run));
      }
      await run.page.goto('/registration');
    },
    'xstate.done.actor.startRegistration': (run, step) => showsStep(step.detail ?? 'REGISTRATION')(run),
    'form.submitted': async (run, step) => {
      const form = REGISTRATION_FORMS.find(([at]) => at.test(step.at));
      if (!form) throw new Error(`Нет драйвера для отправки формы в состоянии ${step.at}`);
      await form[1](run, step);
      await submitStep(run);
    },
    'xstate.done.actor.sendRegistration': showsStep('REGISTRATION-code'),
    'xstate.done.actor.confirmRegistration': showsStep('PASSPORT_REGISTRATION'),
    'xstate.done.actor.savePassport': showsStep('ADDRESS_REGISTRATION'),
    'xstate.done.actor.saveAddress': showsStep('BANK_CARD_REGISTRATION'),
  },
  login: {
    'form.submitted': async (run, step) => {
      if (/^login\b/.test(step.at)) {
        await registered(run);
        await run.page.locator('#login-phone').pressSequentially(run.national);
        await run.page.locator('#login-password').fill(CLIENT_PASSWORD);
      } else if (/^loginCode\b/.test(step.at)) {
        await run.page.locator('#login-code').pressSequentially(await codeFor(run.request, phoneOf(run), ''));
      } else throw new Error(`Нет драйвера для отправки формы в состоянии ${step.at}`);
      await run.page.getByTestId('screen-submit').click();
    },
    'xstate.done.actor.signIn': async ({ page }, step) => {
      if (step.detail === 'challenge') await expect(page.getByTestId('screen-loginCode')).toBeVisible();
      else await expect(page).toHaveURL(/\/(lk|registration)/);
    },
    'xstate.done.actor.confirmLogin': ({ page }) => expect(page).toHaveURL(/\/(lk|registration)/),
  },
};

/** Each machine's start: where its path begins in the browser. */
const STARTS: Record<string, (run: Run) => Promise<unknown>> = {
  login: ({ page }) => page.goto('/login'),
  registration: async () => {},
};

export async function drivePath(page: Page, request: APIRequestContext, machineId: string, target: string, steps: SpecStep[]): Promise<void> {
  const drivers = DRIVERS[machineId];
  if (!drivers) throw new Error(`Нет драйверов шагов для машины ${machineId}`);
  const missing = steps.filter((s) => !drivers[s.event]).map((s) => `${s.event} (в ${s.at})`);
  if (missing.length) throw new Error(`Нет драйверов для шагов: ${missing.join('; ')}`);
  const run: Run = { page, request, national: freshNational(), token: null };
  await STARTS[machineId]?.(run);
  for (const step of steps) await drivers[step.event]!(run, step);
  expect(target.startsWith(`${machineId}.`)).toBe(true);
}
