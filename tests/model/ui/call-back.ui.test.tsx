// Model-based paths of the call-back machine run against the call-back form: each event is what
// the visitor does (types, leaves or enters the phone field, sends, solves the visible captcha)
// or what the captcha provider and the server answer (held calls settled as the path says);
// each state is checked on the form. The form's actor is inspected: the `callBack` row.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { callBackMachine, type CallBackFailure } from '../../../machines/call-back.machine';
import { CallBackForm } from '../../../src/components/call-back/CallBackForm';
import { selectFieldMessage } from '../../../src/components/call-back/call-back-actor';
import { CALL_BACK_SUCCESS } from '../../../src/domain/messages';
import type { ModelPath, PathModel } from '../coverage';
import { callBackModel } from '../models';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';

// A visitor who types focuses the field first, and focusing clears the server's phone error.
const model: PathModel = {
  ...callBackModel,
  filterEvents: (s, e) => !(e.type === 'field.change' && s.context.fields.Phone.serverError !== null),
};
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
  render(<CallBackForm actor={actor} captcha={captcha} />);
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

function expectForm(s: AnyMachineSnapshot, solve: { callback: ((t: string) => void) | null }) {
  if (s.hasTag('success')) return expect(screen.getByTestId('call-back-success')).toHaveTextContent(CALL_BACK_SUCCESS);
  expect(screen.getByTestId('call-back-form')).toBeInTheDocument();
  const message = selectFieldMessage('Phone')(s as never);
  if (message) expect(screen.getByTestId('call-back-phone-error')).toHaveTextContent(message);
  else expect(screen.getByTestId('call-back-phone-error')).toBeEmptyDOMElement();
  if (s.hasTag('submitting')) {
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('call-back-spinner')).toBeInTheDocument();
  } else if (s.hasTag('captchaV2')) expect(submitButton()).toBeDisabled();
  else expect(submitButton()).toBeEnabled();
  if (s.hasTag('error')) expect(screen.getByTestId('call-back-form-error')).toHaveTextContent(String(s.context.formError));
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
      await waitFor(() => expectForm(states[0]!, solve));
      for (const [i, e] of path.events.entries()) {
        await perform(e, user, settle, solve);
        await waitFor(() => expectForm(states[i + 1]!, solve));
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
    case 'field.change':
      await user.clear(phone());
      return user.type(phone(), (e.value as string).replace(/\D/g, '').slice(1));
    case 'field.blur':
      return void fireEvent.blur(phone());
    case 'field.focus':
      return void fireEvent.focus(phone());
    case 'callBack.submit':
      return user.click(submitButton());
    case 'captcha.v2.solved':
      return act(() => solve.callback?.(e.token as string));
    default:
      if (e.type.startsWith('xstate.after.')) return act(() => vi.advanceTimersByTimeAsync(5000));
      throw new Error(`no action for ${e.type}`);
  }
}
