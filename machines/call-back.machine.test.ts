import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { callBackMachine, type CallBackFailure, type CallBackRequest } from './call-back.machine';

type Reply = { ok: true } | { fail: CallBackFailure };

function start(opts: { captchaEnabled?: boolean; token?: string | null; replies?: Reply[] } = {}) {
  const calls = { token: vi.fn(), submit: vi.fn<(r: CallBackRequest) => void>(), closeModal: vi.fn() };
  const replies = [...(opts.replies ?? [{ ok: true as const }])];
  const machine = callBackMachine.provide({
    actors: {
      getCaptchaToken: fromPromise(async ({ input }) => {
        calls.token(input);
        return opts.token === undefined ? 'v3-token' : opts.token;
      }),
      submitCallBack: fromPromise(async ({ input }) => {
        calls.submit(input);
        const r = replies.shift() ?? { ok: true };
        if ('fail' in r) throw r.fail;
        return { status: 200 };
      }),
    },
    actions: { closeModal: (_, p) => calls.closeModal(p) },
  });
  const actor = createActor(machine, { input: { captchaEnabled: opts.captchaEnabled ?? true } }).start();
  return { actor, calls };
}

const fill = (actor: ReturnType<typeof start>['actor'], phone = '+7 (912) 345-67-89') => {
  actor.send({ type: 'field.change', field: 'Phone', value: phone });
  actor.send({ type: 'field.change', field: 'Name', value: 'Иван1' });
  actor.send({ type: 'field.change', field: 'Question', value: 'Когда?' });
};

describe('call-back machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates lazily: only after blur, then while typing', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'Phone', value: '+7 (812' });
    expect(actor.getSnapshot().context.fields.Phone.error).toBeNull();
    actor.send({ type: 'field.blur', field: 'Phone' });
    expect(actor.getSnapshot().context.fields.Phone).toMatchObject({ touched: true, error: 'Укажите мобильный телефон' });
    actor.send({ type: 'field.change', field: 'Phone', value: '+7 (812) 345-67-89' });
    expect(actor.getSnapshot().context.fields.Phone.error).toBe('Номер телефона должен начинаться с +7 9');
  });

  it('an invalid submit touches every field and sends nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'field.change', field: 'Question', value: 'я'.repeat(501) });
    actor.send({ type: 'callBack.submit' });
    const f = actor.getSnapshot().context.fields;
    expect([f.Phone.error, f.Name.error, f.Question.error]).toEqual(['Укажите мобильный телефон', null, 'Не более 500 символов']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('submits with a v3 token, shows the thank-you, then after 5000 ms resets and closes CallBackModal', async () => {
    const { actor, calls } = start();
    fill(actor);
    actor.send({ type: 'callBack.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.token).toHaveBeenCalledWith({ action: 'homepage' });
    expect(calls.submit).toHaveBeenCalledWith({ body: { Phone: '79123456789', Name: 'Иван', Question: 'Когда?', CaptchaToken: 'v3-token' }, nonceId: null });
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().context.success).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls.closeModal).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.closeModal).toHaveBeenCalledWith({ id: 'CallBackModal' });
    const s = actor.getSnapshot();
    expect(s.matches('idle')).toBe(true);
    expect(s.context.success).toBe(false);
    expect(Object.values(s.context.fields).every((f) => !f.touched && f.error === null)).toBe(true);
  });

  it('sends an empty CaptchaToken when captcha is off or the token failed', async () => {
    for (const opts of [{ captchaEnabled: false }, { token: null }]) {
      const { actor, calls } = start(opts);
      fill(actor);
      actor.send({ type: 'callBack.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.submit.mock.calls[0]?.[0].body.CaptchaToken).toBe('');
    }
  });

  it('shows the first server message under the captcha, a phone error under the phone until it is focused', async () => {
    const fail: CallBackFailure = { status: 400, nonceId: null, errors: [{ ErrorCode: 'INVALID_PHONE', Message: 'Телефон заблокирован' }, { ErrorCode: 'RATE_LIMITED', Message: 'Позже' }] };
    const { actor } = start({ replies: [{ fail }] });
    fill(actor);
    actor.send({ type: 'callBack.submit' });
    await vi.advanceTimersByTimeAsync(0);
    let s = actor.getSnapshot();
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.formError).toBe('Телефон заблокирован');
    expect(s.context.fields.Phone.serverError).toBe('Телефон заблокирован');
    expect(s.context.fields.Name.serverError).toBeNull();
    actor.send({ type: 'field.change', field: 'Phone', value: '+7 (912) 345-67-80' });
    actor.send({ type: 'field.focus', field: 'Name' });
    expect(actor.getSnapshot().context.fields.Phone.serverError).toBe('Телефон заблокирован');
    actor.send({ type: 'field.focus', field: 'Phone' });
    s = actor.getSnapshot();
    expect(s.context.fields.Phone.serverError).toBeNull();
  });

  it("falls back to 'Ошибка на сервере' without a message", async () => {
    const { actor } = start({ replies: [{ fail: { status: 500, errors: [], nonceId: null } }] });
    fill(actor);
    actor.send({ type: 'callBack.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.formError).toBe('Ошибка на сервере');
  });

  it('RECAPTCHA_V2_REQUIRED shows the visible challenge and retries with its token and the stored nonce', async () => {
    const v2: CallBackFailure = { status: 400, nonceId: 'nonce-1', errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите' }] };
    const { actor, calls } = start({ replies: [{ fail: v2 }, { ok: true }] });
    fill(actor);
    actor.send({ type: 'callBack.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('captchaV2')).toBe(true);
    expect(actor.getSnapshot().context.nonceId).toBe('nonce-1');
    actor.send({ type: 'captcha.v2.solved', token: 'v2-token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.submit).toHaveBeenLastCalledWith(expect.objectContaining({ nonceId: 'nonce-1', body: expect.objectContaining({ CaptchaToken: 'v2-token' }) }));
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it('RECAPTCHA_V2_REQUIRED with captcha disabled is an ordinary error', async () => {
    const v2: CallBackFailure = { status: 400, nonceId: 'n', errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите' }] };
    const { actor } = start({ captchaEnabled: false, replies: [{ fail: v2 }] });
    fill(actor);
    actor.send({ type: 'callBack.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('captchaV2')).toBe(false);
    expect(actor.getSnapshot().context.formError).toBe('Подтвердите');
  });
});

describe('call-back machine while sending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the values validated at submit, not what is typed while the token is fetched', async () => {
    const { actor, calls } = start();
    fill(actor);
    actor.send({ type: 'callBack.submit' });
    actor.send({ type: 'field.change', field: 'Phone', value: '+7 (812' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.submit.mock.calls[0]?.[0].body.Phone).toBe('79123456789');
  });
});
