// The login machine as a path model: the events a client (or the server) can cause on each screen
// of the login stack, with the payloads that decide its guards. Paths come from this with
// xstate/graph; tests/model/ui/login.ui.test.tsx runs them against the login page.
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { createFormMachine } from '../../../machines/form.machine';
import { z } from '../../../machines/zod';
import { loginMachine, type LoginScreen } from '../../../machines/login.machine';
import type { PathModel } from '../coverage';

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;
const done = (id: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${id}`]: outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })) });
// Forms that never answer by themselves (a submit the machine asks for goes nowhere): the model's own events decide.
const stub = (id: string) => createFormMachine({ id, fields: ['silent'], schema: z.object({ silent: z.string().check(z.refine(() => false, 'model')) }) }) as never;

export const LOGIN_ACTORS = ['signIn', 'confirmLogin', 'findAccount', 'sendRecoveryCode', 'checkRecoveryCode', 'setNewPassword'] as const;
const FORMS = ['loginForm', 'loginCodeForm', 'recoveryForm', 'recoveryMethodForm', 'smsCodeForm', 'mailCodeForm', 'newPasswordForm'];

export const TOKEN = { Token: 'model-token', Expires: '2099-01-01T00:00:00Z' };
export const CHALLENGE = { kind: 'challenge', loginId: '00000000-0000-4000-8000-000000000001', sentTo: '+7 (***) ***-45-67', resendAt: 0 };

/** The refusals of each call: the server's error placed by field, and (login) the captcha demand. */
export const REFUSED = { fields: {}, form: 'refused' };
export const CAPTCHA_REQUIRED = { fields: {}, form: 'captcha', captchaRequired: true };

/** The form the current screen invoked (its id names the form in form.submitted / form.changed). */
export const formOf = (s: AnyMachineSnapshot): string => {
  const form = s.children.screenForm as { logic?: { id?: string } } | undefined;
  return form?.logic?.id ?? '';
};

const screenOf = (s: AnyMachineSnapshot): LoginScreen => (s.context.stack as LoginScreen[]).at(-1)!;

export const loginPathModel: PathModel = {
  name: 'login',
  machine: loginMachine.provide({
    actors: { ...Object.fromEntries(LOGIN_ACTORS.map((a) => [a, never()])), ...Object.fromEntries(FORMS.map((f) => [f, stub(f)])) },
  }),
  inputs: [{ startAt: 'login' }, { startAt: 'recovery' }],
  events: {
    // The way of recovery is the method form's choice; elsewhere the values do not steer.
    'form.submitted': (s) =>
      formOf(s) === 'recoveryMethodForm'
        ? [
            { type: 'form.submitted', form: formOf(s), values: { channel: 'sms', email: '' } },
            { type: 'form.submitted', form: formOf(s), values: { channel: 'email', email: 'anna@example.ru' } },
          ]
        : [{ type: 'form.submitted', form: formOf(s), values: {} }],
    'form.changed': (s) => [{ type: 'form.changed', form: formOf(s), values: {} }],
    'form.invalid': (s) => [{ type: 'form.invalid', form: formOf(s) }],
    'screen.popTo': [{ type: 'screen.popTo', screen: 'login' }],
    'captcha.solved': [{ type: 'captcha.solved', token: 'v2-token' }],
    'loginCode.resent': [
      { type: 'loginCode.resent', answer: { ...CHALLENGE, loginId: '00000000-0000-4000-8000-000000000002' } },
      { type: 'loginCode.resent', answer: { kind: 'token', token: TOKEN } },
    ],
    'recoveryCode.resent': [{ type: 'recoveryCode.resent', sentTo: null, resendAt: 0 }],
    ...done('signIn', { kind: 'token', token: TOKEN }, CHALLENGE),
    ...done('confirmLogin', TOKEN),
    ...done('findAccount', { byEmail: true, maskedEmail: 'a***@example.ru' }),
    ...done('sendRecoveryCode', { sentTo: '+7 (***) ***-00-03', resendAt: 0 }),
    ...done('checkRecoveryCode', { restoreToken: 'ticket' }),
    ...done('setNewPassword', TOKEN),
    'xstate.error.actor.signIn': [
      { type: 'xstate.error.actor.signIn', error: REFUSED },
      { type: 'xstate.error.actor.signIn', error: CAPTCHA_REQUIRED },
    ],
    ...Object.assign({}, ...LOGIN_ACTORS.filter((a) => a !== 'signIn').map((a) => ({ [`xstate.error.actor.${a}`]: [{ type: `xstate.error.actor.${a}`, error: REFUSED }] }))),
  },
  // Guards read the stack, the way of recovery and whether a captcha token waits; text does not steer.
  serializeState: (s) => JSON.stringify([s.value, s.status, s.context.stack, s.context.restoreData.channel ?? null, s.context.captchaToken !== '']),
  // Changes of the typed phone or birth day are the same move wherever they happen: one per screen.
  // A logout (login.reset) is tried once, on a screen deep in the recovery: it resets wherever it comes.
  filterEvents: (s, e: AnyEventObject) =>
    !(e.type === 'form.changed' && !s.matches({ [screenOf(s)]: 'editing' })) && !(e.type === 'login.reset' && !s.matches({ recoveryMethod: 'editing' })),
};
