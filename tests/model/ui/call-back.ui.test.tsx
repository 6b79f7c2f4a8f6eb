// Model-based paths of the call-back machine run against the call-back form: each event is what
// the visitor does (types a phone and sends, solves the visible captcha) or what the captcha
// provider and the server answer (held calls settled as the path says); each state is checked on
// the form, with the server's refusal beside the phone and under the form. The flow's actor is
// inspected: the `callBack` row. The fields' own rules are the form actor's (its tests).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { callBackMachine, refusalOf, type CallBackFailure } from '../../../machines/call-back.machine';
import { ThirdPartyActors } from '../../../src/flows/third-party/root-actors';
import { CallBackForm } from '../../../src/components/call-back/CallBackForm';
import { CALL_BACK_SUCCESS } from '../../../src/domain/messages';
import type { ModelPath, PathModel } from '../coverage';
import { callBackModel } from '../models';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';

const model: PathModel = callBackModel;
const recorder = coverageRecorder('callBack');
const paths = selectPaths(model);
let passed = 0;
const captcha = { scriptUrl: '/sandbox/captcha/api.js', siteKey: 'key' };

type Held = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

function start(path: ModelPath) {
  const held: Record<string, Held[]> = { getCaptchaToken: [], submitCallBack: [] };
  const hold = (id: string) => fromPromise(() => new Promise((resolve, reject) => held[id]!.push({ resolve, reject }))) as never;
  const closeModal = vi.fn();
  const actor = createActor(
    callBackMachine.provide({ actors: { getCaptchaToken: hold('getCaptchaToken'), submitCallBack: hold('submitCallBack') }, actions: { closeModal: (_, p) => closeModal(p) } }),
    { input: path.input as { captchaEnabled: boolean }, inspect: recorder.inspect },
  ).start();
  render(
    <ThirdPartyActors>
      <CallBackForm actor={actor} captcha={captcha} />
    </ThirdPartyActors>,
  );
  const settle = async (id: string, how: 'done' | 'error', value: unknown) => {
    await waitFor(() => expect(held[id]!.length).toBeGreaterThan(0));
    const next = held[id]!.shift()!;
    if (how === 'done') next.resolve(value);
    else next.reject(value);
  };
  return { actor, settle, closeModal };
}

const phone = () => screen.getByLabelText('Мобильный телефон');
const submitButton = () => screen.getByTestId('call-back-submit');

/** What the server's last refusal left on the form (cleared by the next send). */
type Refusal = ReturnType<typeof refusalOf> | null;

function expectForm(s: AnyMachineSnapshot, refusal: Refusal, solve: { callback: ((t: string) => void) | null }) {
  if (s.hasTag('success')) return expect(screen.getByTestId('call-back-success')).toHaveTextContent(CALL_BACK_SUCCESS);
  expect(screen.getByTestId('call-back-form')).toBeInTheDocument();
  const phoneError = refusal?.fields.Phone;
  if (phoneError) expect(screen.getByTestId('call-back-phone-error')).toHaveTextContent(phoneError);
  else expect(screen.getByTestId('call-back-phone-error')).toBeEmptyDOMElement();
  if (s.hasTag('submitting')) {
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('call-back-spinner')).toBeInTheDocument();
  } else if (s.hasTag('captchaV2')) expect(submitButton()).toBeDisabled();
  else expect(submitButton()).toBeEnabled();
  if (s.hasTag('error')) expect(screen.getByTestId('call-back-form-error')).toHaveTextContent(String(refusal?.form));
  else expect(screen.getByTestId('call-back-form-error')).toBeEmptyDOMElement();
  if (s.hasTag('captchaV2')) {
    expect(screen.getByText('Подтвердите, что вы не робот, и заявка отправится.')).toBeInTheDocument();
    expect(solve.callback).not.toBeNull();
  }
}

describe('call-back: generated paths against the call-back form', () => {
  const solve: { callback: ((t: string) => void) | null } = { callback: null };
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    solve.callback = null;
    window.grecaptcha = {
      ready: (cb) => cb(),
      execute: () => Promise.resolve('unused'),
      render: (_el: HTMLElement, opts: { callback: (t: string) => void }) => {
        solve.callback = opts.callback;
        return 1;
      },
      getResponse: () => '',
      reset: () => undefined,
    };
  });
  afterEach(() => {
    delete window.grecaptcha;
    vi.useRealTimers();
  });
  afterAll(() => writeUiCoverage('callBack', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  for (const path of paths) {
    it(`captcha ${(path.input as { captchaEnabled: boolean }).captchaEnabled ? 'on' : 'off'}: ${describePath(path)}`, async () => {
      const states = snapshotsAlong(model, path);
      const { settle, closeModal } = start(path);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let refusal: Refusal = null;
      await waitFor(() => expectForm(states[0]!, refusal, solve));
      for (const [i, e] of path.events.entries()) {
        await perform(e, user, settle, solve);
        if (e.type === 'form.submitted') refusal = null;
        if (states[i + 1]!.hasTag('error') && e.type === 'xstate.error.actor.submitCallBack') refusal = refusalOf(e.error);
        await waitFor(() => expectForm(states[i + 1]!, refusal, solve));
        if (e.type.startsWith('xstate.after.')) expect(closeModal).toHaveBeenCalledWith({ id: 'CallBackModal' });
      }
      passed++;
    });
  }
});

async function perform(e: AnyEventObject, user: ReturnType<typeof userEvent.setup>, settle: ReturnType<typeof start>['settle'], solve: { callback: ((t: string) => void) | null }) {
  const server = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (server) return act(() => settle(server[2]!, server[1] as 'done' | 'error', server[1] === 'done' ? e.output : (e.error as CallBackFailure | Error)));
  switch (e.type) {
    case 'form.submitted':
      await user.clear(phone());
      await user.type(phone(), (e.values as { Phone: string }).Phone.replace(/\D/g, '').slice(1));
      return user.click(submitButton());
    case 'captcha.v2.solved':
      return act(() => solve.callback?.(e.token as string));
    default:
      if (e.type.startsWith('xstate.after.')) return act(() => vi.advanceTimersByTimeAsync(5000));
      throw new Error(`no action for ${e.type}`);
  }
}
