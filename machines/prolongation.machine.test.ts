import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createFormMachine } from './form.machine';
import { prolongationMachine, type FeePayment, type ProlongationOffer, type ProlongationSettings } from './prolongation.machine';
import type { SigningFailure } from './sms-signing';
import { z } from './zod';

const SETTINGS: ProlongationSettings = { Available: true, MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 };
const offerFor = (days: number): ProlongationOffer => ({ Days: days, Fee: days * 4000, NewDueDate: `2026-12-${String(days).padStart(2, '0')}`, Agreement: { Name: 'Доп. соглашение', Content: '<p>…</p>' } });
const codeForm = createFormMachine({ id: 'smsCode', fields: ['code'] as const, schema: z.object({ code: z.string().check(z.refine((code) => code.replace(/\D/g, '').length === 6, 'Введите код')) }) });

function start(overrides: { settings?: ProlongationSettings; confirm?: (code: string) => Promise<unknown>; requestCode?: () => Promise<unknown> } = {}) {
  const paid: FeePayment[] = [];
  const offers: number[] = [];
  const confirmed: string[] = [];
  const logic = prolongationMachine.provide({
    actors: {
      fetchSettings: fromPromise(async () => overrides.settings ?? SETTINGS),
      fetchOffer: fromPromise(async ({ input }: { input: { loanId: number; days: number } }) => {
        offers.push(input.days);
        return offerFor(input.days);
      }),
      requestCode: fromPromise(async () => (overrides.requestCode ? overrides.requestCode() : { CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-10' })) as never,
      confirmProlongation: fromPromise(async ({ input }: { input: { loanId: number; code: string } }): Promise<unknown> => {
        confirmed.push(input.code);
        return overrides.confirm ? overrides.confirm(input.code) : { Success: true };
      }),
      codeForm,
    },
    actions: { payFee: (_, params) => paid.push(params) },
  });
  const actor = createActor(logic, { input: { loanId: 7 } }).start();
  const form = () => actor.getSnapshot().children.codeForm! as unknown as { send: (e: unknown) => void; getSnapshot: () => { context: { serverErrors: Record<string, string>; formError: string | null } } };
  return { actor, paid, offers, confirmed, form };
}

async function toCode(actor: ReturnType<typeof start>['actor']) {
  await waitFor(actor, (s) => s.hasTag('priced'));
  actor.send({ type: 'agreement.open' });
  actor.send({ type: 'code.request' });
  expect(actor.getSnapshot().hasTag('agreement')).toBe(true); // no consent, no code
  actor.send({ type: 'consent.set', value: true });
  actor.send({ type: 'code.request' });
  await waitFor(actor, (s) => s.hasTag('code'));
}

describe('prolongation machine', () => {
  test('default term priced; another term re-prices; out-of-range terms are ignored', async () => {
    const { actor, offers } = start();
    await waitFor(actor, (s) => s.hasTag('priced'));
    expect(actor.getSnapshot().context.offer!.Days).toBe(14);
    actor.send({ type: 'days.set', days: 40 });
    actor.send({ type: 'days.set', days: 10 });
    await waitFor(actor, (s) => s.hasTag('priced') && s.context.offer!.Days === 10);
    expect(offers).toEqual([14, 10]);
  });

  test('signed with the code, then the fee is handed to the payment flow with loan, amount and purpose', async () => {
    const { actor, paid, confirmed, form } = start();
    await waitFor(actor, (s) => s.hasTag('priced'));
    actor.send({ type: 'days.set', days: 10 });
    await toCode(actor);
    expect(actor.getSnapshot().context.sentTo).toBe('+7 (***) ***-00-10');
    form().send({ type: 'field.change', field: 'code', value: '123 456' });
    form().send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.hasTag('signed'));
    expect(confirmed).toEqual(['123456']);
    actor.send({ type: 'fee.pay' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(paid).toEqual([{ loanId: 7, amount: 40_000, purpose: 'prolongation' }]);
  });

  test('a refused code lands beside the field and the client types again', async () => {
    const failure: SigningFailure = { fields: { code: 'Неверный код. Осталось попыток: 2' }, form: null };
    const { actor, form } = start({ confirm: () => Promise.reject(failure) });
    await toCode(actor);
    form().send({ type: 'field.change', field: 'code', value: '111111' });
    form().send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ code: { entry: 'typing' } }) && form().getSnapshot().context.serverErrors.code !== undefined);
    expect(form().getSnapshot().context.serverErrors.code).toBe('Неверный код. Осталось попыток: 2');
  });

  test('a new code only after the pause; a refused resend keeps the code screen with the reason', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const { actor } = start({
        requestCode: () => (++calls === 1 ? Promise.resolve({ CodeLength: 6, ResendAfterSeconds: 60, SentTo: 'x' }) : Promise.reject(new Error('Код можно запросить снова через 5 с'))),
      });
      await vi.waitFor(() => expect(actor.getSnapshot().hasTag('priced')).toBe(true));
      actor.send({ type: 'agreement.open' });
      actor.send({ type: 'consent.set', value: true });
      actor.send({ type: 'code.request' });
      await vi.waitFor(() => expect(actor.getSnapshot().hasTag('code')).toBe(true));
      actor.send({ type: 'code.resend' });
      expect(calls).toBe(1);
      vi.advanceTimersByTime(60_000);
      expect(actor.getSnapshot().hasTag('canResend')).toBe(true);
      actor.send({ type: 'code.resend' });
      await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Код можно запросить снова через 5 с'));
      expect(actor.getSnapshot().hasTag('code')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a loan that cannot be prolonged says so; a failed load can be retried', async () => {
    const { actor } = start({ settings: { ...SETTINGS, Available: false } });
    await waitFor(actor, (s) => s.hasTag('unavailable'));
    let fail = true;
    const retrying = createActor(
      prolongationMachine.provide({ actors: { fetchSettings: fromPromise(async () => (fail ? Promise.reject(new Error('Нет связи')) : SETTINGS)), fetchOffer: fromPromise(async () => offerFor(14)) } }),
      { input: { loanId: 1 } },
    ).start();
    await waitFor(retrying, (s) => s.hasTag('loadFailed'));
    expect(retrying.getSnapshot().context.error).toBe('Нет связи');
    fail = false;
    retrying.send({ type: 'load.retry' });
    await waitFor(retrying, (s) => s.hasTag('priced'));
  });

  test('"later" leaves without a payment', async () => {
    const { actor, paid } = start();
    await toCode(actor);
    const form = actor.getSnapshot().children.codeForm! as unknown as { send: (e: unknown) => void };
    form.send({ type: 'field.change', field: 'code', value: '123456' });
    form.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.hasTag('signed'));
    actor.send({ type: 'fee.later' });
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(paid).toEqual([]);
  });
});
