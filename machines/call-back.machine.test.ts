import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { callBackMachine, type CallBackFailure, type CallBackRequest } from './call-back.machine';
import type { CallBackField } from './call-back.validation';
import { visibleError, type FormActorRef } from './form.machine';

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
  const form = actor.getSnapshot().children.form as FormActorRef<CallBackField>;
  return { actor, form, calls };
}

type Form = ReturnType<typeof start>['form'];
const type = (form: Form, field: CallBackField, value: string) => form.send({ type: 'field.change', field, value });
const shown = (form: Form, field: CallBackField) => visibleError(form.getSnapshot(), field);
const fill = (form: Form, phone = '+7 (912) 345-67-89') => {
  type(form, 'Phone', phone);
  type(form, 'Name', 'Иван1');
  type(form, 'Question', 'Когда?');
};

describe('call-back machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates lazily: only after blur, then while typing', () => {
    const { form } = start();
    type(form, 'Phone', '+7 (812');
    expect(shown(form, 'Phone')).toBeNull();
    form.send({ type: 'field.blur', field: 'Phone' });
    expect(shown(form, 'Phone')).toBe('Укажите мобильный телефон');
    type(form, 'Phone', '+7 (812) 345-67-89');
    expect(shown(form, 'Phone')).toBe('Номер телефона должен начинаться с +7 9');
  });

  it('an invalid submit touches every field and sends nothing', () => {
    const { actor, form, calls } = start();
    type(form, 'Question', 'я'.repeat(501));
    form.send({ type: 'form.submit' });
    expect([shown(form, 'Phone'), shown(form, 'Name'), shown(form, 'Question')]).toEqual(['Укажите мобильный телефон', null, 'Не более 500 символов']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('submits with a v3 token, shows the thank-you, then after 5000 ms resets and closes CallBackModal', async () => {
    const { actor, form, calls } = start();
    fill(form);
    form.send({ type: 'form.submit' });
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
    expect(form.getSnapshot().context.touched).toEqual({});
    expect(form.getSnapshot().context.values.Name).toBe('Иван');
    type(form, 'Phone', '');
    expect(shown(form, 'Phone')).toBeNull();
  });

  it('sends an empty CaptchaToken when captcha is off or the token failed', async () => {
    for (const opts of [{ captchaEnabled: false }, { token: null }]) {
      const { form, calls } = start(opts);
      fill(form);
      form.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.submit.mock.calls[0]?.[0].body.CaptchaToken).toBe('');
    }
  });

  it('shows the first server message under the captcha, a phone error under the phone until it is focused', async () => {
    const fail: CallBackFailure = { status: 400, nonceId: null, errors: [{ ErrorCode: 'INVALID_PHONE', Message: 'Телефон заблокирован' }, { ErrorCode: 'RATE_LIMITED', Message: 'Позже' }] };
    const { actor, form } = start({ replies: [{ fail }] });
    fill(form);
    form.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(form.getSnapshot().context.formError).toBe('Телефон заблокирован');
    expect(shown(form, 'Phone')).toBe('Телефон заблокирован');
    expect(shown(form, 'Name')).toBeNull();
    type(form, 'Phone', '+7 (912) 345-67-80');
    form.send({ type: 'field.focus', field: 'Name' });
    expect(shown(form, 'Phone')).toBe('Телефон заблокирован');
    form.send({ type: 'field.focus', field: 'Phone' });
    expect(shown(form, 'Phone')).toBeNull();
  });

  it("falls back to 'Ошибка на сервере' without a message", async () => {
    const { form } = start({ replies: [{ fail: { status: 500, errors: [], nonceId: null } }] });
    fill(form);
    form.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(form.getSnapshot().context.formError).toBe('Ошибка на сервере');
  });

  it('RECAPTCHA_V2_REQUIRED shows the visible challenge and retries with its token and the stored nonce', async () => {
    const v2: CallBackFailure = { status: 400, nonceId: 'nonce-1', errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите' }] };
    const { actor, form, calls } = start({ replies: [{ fail: v2 }, { ok: true }] });
    fill(form);
    form.send({ type: 'form.submit' });
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
    const { actor, form } = start({ captchaEnabled: false, replies: [{ fail: v2 }] });
    fill(form);
    form.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('captchaV2')).toBe(false);
    expect(form.getSnapshot().context.formError).toBe('Подтвердите');
  });
});

describe('call-back machine while sending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the values validated at submit, not what is typed while the token is fetched', async () => {
    const { form, calls } = start();
    fill(form);
    form.send({ type: 'form.submit' });
    type(form, 'Phone', '+7 (812');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.submit.mock.calls[0]?.[0].body.Phone).toBe('79123456789');
  });
});
