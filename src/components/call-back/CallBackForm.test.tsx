import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { callBackMachine, type CallBackFailure, type CallBackRequest } from '@machines/call-back.machine';
import { ThirdPartyActors } from '@/flows/third-party/root-actors';
import { CallBackForm } from './CallBackForm';

const captcha = { scriptUrl: '/sandbox/captcha/api.js', siteKey: 'key' };

function setup(options: { submit?: (input: CallBackRequest) => Promise<{ status: number }>; captchaEnabled?: boolean } = {}) {
  const submit = vi.fn(options.submit ?? (() => Promise.resolve({ status: 200 })));
  const closeModal = vi.fn();
  const actor = createActor(
    callBackMachine.provide({
      actors: {
        getCaptchaToken: fromPromise(() => Promise.resolve<string | null>('v3-token')),
        submitCallBack: fromPromise(({ input }: { input: CallBackRequest }) => submit(input)),
      },
      actions: { closeModal: (_, params) => closeModal(params) },
    }),
    { input: { captchaEnabled: options.captchaEnabled ?? false } },
  ).start();
  render(
    <ThirdPartyActors>
      <CallBackForm actor={actor} captcha={captcha} />
    </ThirdPartyActors>,
  );
  return { actor, submit, closeModal, user: userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) }) };
}

const phone = () => screen.getByLabelText('Мобильный телефон');
const name = () => screen.getByLabelText('Имя');
const question = () => screen.getByLabelText('Вопрос');
const submitButton = () => screen.getByTestId('call-back-submit');

afterEach(() => vi.useRealTimers());

describe('CallBackForm', () => {
  it('validates lazily: nothing before blur, the SPEC messages after blur and on submit', async () => {
    const { user, submit } = setup();
    await user.type(phone(), '8');
    expect(screen.getByTestId('call-back-phone-error')).toBeEmptyDOMElement();
    await user.tab();
    expect(screen.getByTestId('call-back-phone-error')).toHaveTextContent('Укажите мобильный телефон');

    await user.clear(phone());
    await user.type(phone(), '8001234567');
    expect(phone()).toHaveValue('+7 (800) 123-45-67');
    expect(screen.getByTestId('call-back-phone-error')).toHaveTextContent('Номер телефона должен начинаться с +7 9');

    await user.click(submitButton());
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the length messages for name and question', async () => {
    const { user } = setup();
    await user.click(name());
    await user.paste('Я'.repeat(51));
    await user.tab();
    expect(screen.getByTestId('call-back-name-error')).toHaveTextContent('Не более 50 символов');
    await user.click(question());
    await user.paste('в'.repeat(501));
    await user.tab();
    expect(screen.getByTestId('call-back-question-error')).toHaveTextContent('Не более 500 символов');
  });

  it('a submit of the empty form marks the phone as required', async () => {
    const { user, submit } = setup();
    await user.click(submitButton());
    expect(screen.getByTestId('call-back-phone-error')).toHaveTextContent('Укажите мобильный телефон');
    expect(submit).not.toHaveBeenCalled();
  });

  it('turns a name typed with the Latin layout into Cyrillic and drops digits', async () => {
    const { user } = setup();
    await user.type(name(), 'Bdfy7');
    expect(name()).toHaveValue('Иван');
  });

  it('sends the raw phone, shows a loader while submitting, then the thank-you view closes after 5 s', async () => {
    let resolve: (value: { status: number }) => void = () => undefined;
    const { user, submit, closeModal, actor } = setup({ submit: () => new Promise((r) => (resolve = r)) });
    await user.type(phone(), '9001234567');
    await user.type(name(), 'Иван');
    await user.click(submitButton());
    expect(submit).toHaveBeenCalledWith({ body: { Phone: '79001234567', Name: 'Иван', Question: '', CaptchaToken: '' }, nonceId: null });
    expect(screen.getByTestId('call-back-spinner')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    // Fake time from here: the 5 s success delay is scheduled when the answer arrives.
    vi.useFakeTimers();
    await act(async () => resolve({ status: 200 }));
    expect(screen.getByTestId('call-back-success')).toHaveTextContent('Мы позвоним вам в течении получаса');
    await act(async () => vi.advanceTimersByTime(4999));
    expect(closeModal).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(closeModal).toHaveBeenCalledWith({ id: 'CallBackModal' });
    expect(actor.getSnapshot().context.success).toBe(false);
    expect(screen.getByTestId('call-back-form')).toBeInTheDocument();
    expect(screen.getByTestId('call-back-phone-error')).toBeEmptyDOMElement();
  });

  it('shows a server error under the captcha field and the phone field until the phone is focused', async () => {
    const failure: CallBackFailure = { status: 400, errors: [{ ErrorCode: 'INVALID_PHONE', Message: 'Номер не обслуживается' }], nonceId: null };
    const { user } = setup({ submit: () => Promise.reject(failure) });
    await user.type(phone(), '9001234567');
    await user.click(submitButton());
    expect(await screen.findByTestId('call-back-form-error')).toHaveTextContent('Номер не обслуживается');
    expect(screen.getByTestId('call-back-phone-error')).toHaveTextContent('Номер не обслуживается');
    await user.click(phone());
    expect(screen.getByTestId('call-back-phone-error')).toBeEmptyDOMElement();
  });

  it("falls back to 'Ошибка на сервере' when the error has no message", async () => {
    const failure: CallBackFailure = { status: 500, errors: [], nonceId: null };
    const { user } = setup({ submit: () => Promise.reject(failure) });
    await user.type(phone(), '9001234567');
    await user.click(submitButton());
    expect(await screen.findByTestId('call-back-form-error')).toHaveTextContent('Ошибка на сервере');
    expect(screen.getByTestId('call-back-phone-error')).toBeEmptyDOMElement();
  });

  it('switches to the visible challenge on RECAPTCHA_V2_REQUIRED and retries with the stored nonce', async () => {
    const render = vi.fn((_el: HTMLElement, opts: { callback: (t: string) => void }) => {
      queueMicrotask(() => opts.callback('v2-token'));
      return 1;
    });
    window.grecaptcha = {
      ready: (cb) => cb(),
      execute: () => Promise.resolve('v3-token'),
      render,
      getResponse: () => '',
      reset: () => undefined,
    };
    const failure: CallBackFailure = { status: 400, errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Нужна проверка' }], nonceId: 'n-1' };
    const submit = vi.fn<(input: CallBackRequest) => Promise<{ status: number }>>().mockRejectedValueOnce(failure).mockResolvedValueOnce({ status: 200 });
    const { user } = setup({ submit, captchaEnabled: true });
    await user.type(phone(), '9001234567');
    await user.click(submitButton());
    expect(await screen.findByTestId('call-back-success', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(render).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenNthCalledWith(1, expect.objectContaining({ nonceId: null, body: expect.objectContaining({ CaptchaToken: 'v3-token' }) }));
    expect(submit).toHaveBeenNthCalledWith(2, expect.objectContaining({ nonceId: 'n-1', body: expect.objectContaining({ CaptchaToken: 'v2-token' }) }));
    delete window.grecaptcha;
  });
});
