// Model-based paths of the login screen stack (xstate/graph) driven against the real screens.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createTestModel } from 'xstate/graph';
import { createMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../app/route-types';
import { fakeApi, renderLoginScreen } from '../registration/test-harness';
import { LoginPage } from './LoginPage';

/** What the user sees: the screen on top of the stack, and how each action moves it. */
const stackModel = createMachine({
  id: 'loginStackModel',
  initial: 'login',
  states: {
    login: { on: { FORGOT: 'recovery', SUBMIT: 'loginCode' } },
    loginCode: { on: { BACK: 'login', TO_LOGIN: 'login' } },
    recovery: { on: { SUBMIT: 'recoveryMethod', BACK: 'login', TO_LOGIN: 'login' } },
    recoveryMethod: { on: { SUBMIT: 'recoveryCode', BACK: 'recovery', TO_LOGIN: 'login' } },
    recoveryCode: { on: { SUBMIT: 'newPassword', BACK: 'recoveryMethod', TO_LOGIN: 'login' } },
    newPassword: { on: { BACK: 'recoveryCode', TO_LOGIN: 'login' } },
  },
});

const route = { name: 'login', path: '/login' } as AppRoute;

async function retype(user: UserEvent, label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

async function submitCurrent(user: UserEvent) {
  const top = screen.getByTestId(/^screen-(login|recovery|recoveryMethod|recoveryCode)$/).dataset.testid;
  if (top === 'screen-login') {
    await retype(user, 'Мобильный телефон', '9000000001');
    await retype(user, 'Пароль', 'Demo-2026');
  } else if (top === 'screen-recovery') {
    await retype(user, 'Мобильный телефон', '9000000003');
    await retype(user, 'Дата рождения', '25011979');
  } else if (top === 'screen-recoveryCode') {
    await retype(user, 'Код из SMS', '123456');
  }
  await user.click(screen.getByTestId('screen-submit'));
}

const api = () =>
  fakeApi({
    login: vi.fn().mockResolvedValue({ kind: 'challenge', challenge: { LoginId: '00000000-0000-4000-8000-000000000000', CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-01' } }),
    passwordRestore: vi.fn().mockResolvedValue({ BySms: true, ByEmail: false, MaskedEmail: null }),
    forgotPasswordSendSms: vi.fn().mockResolvedValue({ CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-03' }),
    forgotPasswordCheckSmsCode: vi.fn().mockResolvedValue({ RestoreToken: 'ticket', Expires: '2030-01-01T00:00:00Z' }),
  });

const model = createTestModel(stackModel);
const paths = model.getShortestPaths().concat(model.getSimplePaths({ toState: (s) => s.matches('newPassword') }));

describe('login screen stack, model-based', () => {
  it('the paths cover every screen and every move', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))))).toEqual(new Set(['login', 'loginCode', 'recovery', 'recoveryMethod', 'recoveryCode', 'newPassword']));
    const moves = new Set(paths.flatMap((p) => p.steps.map((step, i) => `${String(p.steps[i - 1]?.state.value ?? 'start')}:${step.event.type}`)));
    expect(moves.size).toBeGreaterThanOrEqual(15);
  });

  for (const path of paths) {
    it(path.description, async () => {
      renderLoginScreen(<LoginPage route={route} params={{}} />, api());
      const user = userEvent.setup();
      await path.test({
        states: {
          '*': async (state) => {
            await waitFor(() => expect(screen.getByTestId(`screen-${String(state.value)}`)).toBeInTheDocument());
          },
        },
        events: {
          FORGOT: () => user.click(screen.getByTestId('forgot-password')),
          SUBMIT: () => submitCurrent(user),
          BACK: () => user.click(screen.getByTestId('screen-back')),
          TO_LOGIN: () => user.click(screen.getByTestId('screen-to-login')),
        },
      });
    });
  }
});
