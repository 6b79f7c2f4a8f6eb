// Model-based paths over the registration steps (xstate/graph) driven against the page: back
// and forward move through the machine's steps, the progress shows five segments, and the
// persisted snapshot follows every move.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshRegistration } from '@machines/registration.machine';
import { persistRegistration } from '@machines/registration.persistence';
import { progressOf, REGISTRATION_STEPS, type RegistrationStepName } from '@machines/registration.steps';
import type { AppRoute } from '@/flows/route-types';
import { SessionProvider } from '@/flows/session/SessionProvider';
import { REGISTRATION_STORAGE_KEY } from '@/flows/session/storage-keys';
import { RegistrationPage } from './RegistrationPage';
import { fakeApi } from './test-harness';

const FILLING = REGISTRATION_STEPS.filter((s) => s !== 'SCORING');

/** The user's view: one of six form steps; back goes one step down, forward one up (never to SCORING). */
const stepsModel = createMachine({
  id: 'registrationStepsModel',
  initial: 'REGISTRATION',
  states: Object.fromEntries(
    FILLING.map((step, i) => [
      step,
      {
        on: {
          ...(i > 0 ? { BACK: FILLING[i - 1] } : {}),
          ...(i < FILLING.length - 1 ? { FORWARD: FILLING[i + 1] } : {}),
        },
      },
    ]),
  ),
});

// Every step below the application was reached, so forward is offered everywhere below it.
const restored = () => {
  const data = { ...freshRegistration(), furthestStep: 'EMPLOYMENT_REGISTRATION' as const };
  data.steps = data.steps.map((s) => (s.stepName === 'SCORING' ? s : { ...s, data: { touched: true } }));
  return persistRegistration({ context: data });
};

const api = () =>
  fakeApi({
    userProfile: vi.fn().mockResolvedValue({ Id: 1, Phone: '79000000009', Email: null, UserInfo: { FirstName: 'Анна' }, Extremist: false, IsFreezed: false, IsReject: false, IsRegistrationFinished: false, IsFincert: false }),
    loans: vi.fn().mockResolvedValue([]),
    settings: vi.fn().mockResolvedValue({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [] }),
    startRegistration: vi.fn().mockResolvedValue({ CurrentStep: 'REGISTRATION', StepCount: 5, BankCardId: null, ScoringRequestId: null, SkipRegistrationCheckStep: false, ScoringStatus: 'not_started' }),
    cards: vi.fn().mockResolvedValue([]),
  });

const route = { name: 'registration', path: '/registration' } as AppRoute;
const model = createTestModel(stepsModel);
const paths = model.getShortestPaths().concat(model.getSimplePaths({ toState: (s) => s.matches('EMPLOYMENT_REGISTRATION') }));

describe('registration steps, model-based', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/registration');
    document.cookie = 'auth_token=model-token; path=/';
    localStorage.setItem(REGISTRATION_STORAGE_KEY, restored());
  });

  it('the paths visit every form step', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))))).toEqual(new Set(FILLING));
  });

  for (const path of paths) {
    it(path.description, async () => {
      // The page reads the client's calculator through the query cache (the loan choice above the steps).
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionProvider api={api()}>
            <RegistrationPage route={route} params={{}} />
          </SessionProvider>
        </QueryClientProvider>,
      );
      const user = userEvent.setup();
      await path.test({
        states: {
          '*': async (state) => {
            const step = String(state.value) as RegistrationStepName;
            await waitFor(() => expect(screen.getByTestId(new RegExp(`^step-${step}$`))).toBeInTheDocument());
            const { current, total } = progressOf(step);
            expect(screen.getByTestId('progress-caption')).toHaveTextContent(`Шаг ${current} из ${total}`);
            expect(JSON.parse(localStorage.getItem(REGISTRATION_STORAGE_KEY) ?? '{}').data?.currentStep ?? 'REGISTRATION').toBe(step);
          },
        },
        events: {
          BACK: () => user.click(screen.getByTestId('step-back')),
          FORWARD: () => user.click(screen.getByTestId('step-forward')),
        },
      });
    });
  }
});
