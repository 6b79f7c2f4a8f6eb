import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { loginForms, loginMachine, selectCurrentScreen, type LoginFailure, type SignInAnswer } from './login.machine';
import { z } from './zod';

const TOKEN = { Token: 'jwt', Expires: '2099-01-01T00:00:00Z' };
const CHALLENGE: SignInAnswer = { kind: 'challenge', loginId: 'id-1', sentTo: '+7 (***) ***-45-67', resendAt: 1000 };
const refused = (failure: LoginFailure) => Promise.reject(failure);

/** The machine with real forms (no rules) and the given calls; startSession is recorded. */
function start(calls: Record<string, (input: never) => Promise<unknown>>, startAt: 'login' | 'recovery' = 'login') {
  const startSession = vi.fn();
  const inputs: Record<string, unknown[]> = {};
  const actors = Object.fromEntries(
    Object.entries(calls).map(([id, call]) => [id, fromPromise(({ input }) => ((inputs[id] ??= []).push(input), call(input as never)))]),
  );
  const actor = createActor(loginMachine.provide({ actors: { ...loginForms(), ...actors }, actions: { startSession: (_, p) => startSession(p.token) } }), { input: { startAt } }).start();
  const form = () => actor.getSnapshot().children.screenForm as AnyActorRef;
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) form().send({ type: 'field.change', field, value });
    form().send({ type: 'form.submit' });
  };
  return { actor, fill, form, startSession, inputs, screen: () => selectCurrentScreen(actor.getSnapshot()) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('login machine', () => {
  it('a trusted device gets a token at once: the session starts with it', async () => {
    const m = start({ signIn: async () => ({ kind: 'token', token: TOKEN }) });
    m.fill({ phone: '+7 (912) 345-67-89', password: 'Secret-2026' });
    await settle();
    expect(m.actor.getSnapshot().status).toBe('done');
    expect(m.startSession).toHaveBeenCalledWith(TOKEN);
    expect(m.inputs.signIn).toEqual([{ phone: '+7 (912) 345-67-89', password: 'Secret-2026', captchaToken: '' }]);
    // The password never enters the machine's own data.
    expect(JSON.stringify(m.actor.getSnapshot().context)).not.toContain('Secret-2026');
  });

  it('an SMS challenge pushes the code screen; the code signs in; Back pops to login keeping the phone', async () => {
    const m = start({ signIn: async () => CHALLENGE, confirmLogin: async () => TOKEN });
    m.fill({ phone: '+7 (912) 345-67-89', password: 'Secret-2026' });
    await settle();
    expect(m.screen()).toBe('loginCode');
    expect(m.actor.getSnapshot().context).toMatchObject({ stack: ['login', 'loginCode'], restoreData: { loginId: 'id-1', sentTo: '+7 (***) ***-45-67' } });
    m.actor.send({ type: 'screen.pop' });
    expect(m.screen()).toBe('login');
    expect(m.form().getSnapshot().context.values.phone).toBe('+7 (912) 345-67-89');
    m.fill({ password: 'Secret-2026' });
    await settle();
    m.fill({ code: '123456' });
    await settle();
    expect(m.inputs.confirmLogin).toEqual([{ loginId: 'id-1', code: '123456' }]);
    expect(m.startSession).toHaveBeenCalledWith(TOKEN);
  });

  it('a refused login shows the server errors by field; the captcha challenge is asked for and sent once solved', async () => {
    const signIn = vi
      .fn()
      .mockImplementationOnce(() => refused({ fields: { password: 'Неверный телефон или пароль' }, form: null }))
      .mockImplementationOnce(() => refused({ fields: {}, form: 'Подтвердите, что вы не робот', captchaRequired: true }))
      .mockImplementationOnce(async () => CHALLENGE);
    const m = start({ signIn });
    m.fill({ phone: '+7 (912) 345-67-89', password: 'wrong' });
    await settle();
    expect(m.actor.getSnapshot().matches({ login: 'failed' })).toBe(true);
    expect(m.form().getSnapshot().context.serverErrors).toEqual({ password: 'Неверный телефон или пароль' });
    m.fill({ password: 'Secret-2026' });
    await settle();
    expect(m.actor.getSnapshot().hasTag('challenge')).toBe(true);
    expect(m.actor.getSnapshot().context.challengeRound).toBe(1);
    m.actor.send({ type: 'captcha.solved', token: 'v2-token' });
    await settle();
    expect(signIn).toHaveBeenLastCalledWith({ phone: '+7 (912) 345-67-89', password: 'Secret-2026', captchaToken: 'v2-token' });
    expect(m.screen()).toBe('loginCode');
  });

  it('a solved captcha with a form the rules refuse waits for the client', async () => {
    const rules = { login: z.object({ phone: z.string(), password: z.string().check(z.minLength(1, 'Обязательное поле')) }) };
    const signIn = fromPromise<SignInAnswer, { phone: string; password: string; captchaToken: string }>(() => refused({ fields: {}, form: 'x', captchaRequired: true }));
    const strict = createActor(loginMachine.provide({ actors: { ...loginForms(rules), signIn } }), { input: { startAt: 'login' } }).start();
    const form = () => strict.getSnapshot().children.screenForm as AnyActorRef;
    form().send({ type: 'field.change', field: 'password', value: 'p' });
    form().send({ type: 'form.submit' });
    await settle();
    form().send({ type: 'field.change', field: 'password', value: '' });
    strict.send({ type: 'captcha.solved', token: 't' });
    expect(strict.getSnapshot().matches({ login: 'challenge' })).toBe(true);
    expect(strict.getSnapshot().context.captchaToken).toBe('t');
  });

  it('recovery by e-mail: the way chosen, the code checked against its flow, the new password signs in', async () => {
    const m = start(
      {
        findAccount: async () => ({ byEmail: true, maskedEmail: 'a***@example.ru' }),
        sendRecoveryCode: async () => ({ sentTo: 'anna@example.ru', resendAt: 0, flowId: 'flow-1' }),
        checkRecoveryCode: async () => ({ restoreToken: 'ticket' }),
        setNewPassword: async () => TOKEN,
      },
      'recovery',
    );
    expect(m.actor.getSnapshot().context.stack).toEqual(['login', 'recovery']);
    m.fill({ phone: '+7 (900) 000-00-03', birthDay: '25.01.1979' });
    await settle();
    expect(m.actor.getSnapshot().context.loginData).toEqual({ phone: '+7 (900) 000-00-03', birthDay: '25.01.1979' });
    m.fill({ channel: 'email', email: ' anna@example.ru ' });
    await settle();
    expect(m.inputs.sendRecoveryCode).toEqual([{ channel: 'email', email: 'anna@example.ru', phone: '+7 (900) 000-00-03', birthDay: '25.01.1979' }]);
    expect(m.actor.getSnapshot().matches({ recoveryCode: 'byEmail' })).toBe(true);
    expect(m.actor.getSnapshot().context.restoreData.flowId).toBe('flow-1');
    // A new code is a new flow: the check names the newest.
    m.actor.send({ type: 'recoveryCode.resent', sentTo: null, resendAt: 5, flowId: 'flow-2' });
    expect(m.actor.getSnapshot().context.restoreData).toMatchObject({ codeRound: 1, sentTo: 'anna@example.ru', resendAt: 5, flowId: 'flow-2' });
    m.fill({ code: 'ABC123' });
    await settle();
    expect(m.inputs.checkRecoveryCode).toEqual([{ channel: 'email', email: 'anna@example.ru', phone: '+7 (900) 000-00-03', code: 'ABC123', flowId: 'flow-2' }]);
    expect(m.screen()).toBe('newPassword');
    // requirements §2.5: screens can be popped back to a named screen — any one under this one.
    expect(m.actor.getSnapshot().can({ type: 'screen.popTo', screen: 'loginCode' })).toBe(false);
    expect(m.actor.getSnapshot().can({ type: 'screen.popTo', screen: 'newPassword' })).toBe(false);
    m.actor.send({ type: 'screen.popTo', screen: 'recoveryMethod' });
    expect(m.actor.getSnapshot().context.stack).toEqual(['login', 'recovery', 'recoveryMethod']);
    expect(m.actor.getSnapshot().context.loginData).toEqual({ phone: '+7 (900) 000-00-03', birthDay: '25.01.1979' });
    expect(m.actor.getSnapshot().can({ type: 'screen.popTo', screen: 'recoveryCode' })).toBe(false);
    m.actor.send({ type: 'screen.popTo', screen: 'recovery' });
    expect(m.actor.getSnapshot().context.stack).toEqual(['login', 'recovery']);
    m.actor.send({ type: 'screen.popTo', screen: 'login' });
    expect(m.screen()).toBe('login');
    expect(m.actor.getSnapshot().can({ type: 'screen.pop' })).toBe(false);
  });

  it('a logout resets the login state: the root screen, no restore data, no login data (requirements §4)', async () => {
    const m = start({ findAccount: async () => ({ byEmail: true, maskedEmail: 'a***@example.ru' }) }, 'recovery');
    m.fill({ phone: '+7 (900) 000-00-03', birthDay: '25.01.1979' });
    await settle();
    expect(m.screen()).toBe('recoveryMethod');
    m.actor.send({ type: 'login.reset' });
    expect(m.screen()).toBe('login');
    expect(m.actor.getSnapshot().context).toMatchObject({ stack: ['login'], restoreData: {}, loginData: { phone: '', birthDay: '' }, captchaToken: '' });
  });

  it('a new login code may come back as a token (the device became trusted): the session starts', async () => {
    const m = start({ signIn: async () => CHALLENGE });
    m.fill({ phone: '+7 (912) 345-67-89', password: 'Secret-2026' });
    await settle();
    m.actor.send({ type: 'loginCode.resent', answer: { ...CHALLENGE, loginId: 'id-2' } as SignInAnswer });
    expect(m.actor.getSnapshot().context.restoreData.loginId).toBe('id-2');
    m.actor.send({ type: 'loginCode.resent', answer: { kind: 'token', token: TOKEN } });
    expect(m.startSession).toHaveBeenCalledWith(TOKEN);
  });
});
