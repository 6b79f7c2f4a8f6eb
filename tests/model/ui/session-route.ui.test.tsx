// The session's one transition a screen takes that its generated paths leave out: «Перейти в
// личный кабинет» on the registration's decision pressed while the session is still loading the
// client's data (`session.authenticated.data --session.route--> (self)`): the session keeps the
// request and routes once the data is in. Run on the registration page as the app renders it,
// the session's profile read held until the button was pressed; the app's session actor is
// inspected for the `session` row.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '../../../src/api/account';
import { externalNavigation } from '../../../src/flows/session/post-login';
import { coverageRecorder, writeUiCoverage } from '../ui-coverage';
import { AT_SCORING, heldApi } from './registration-fixtures';
import { answerFetch, renderRegistrationPage } from './registration-page';

const ROUTE_WHILE_LOADING = 'session.authenticated.data --session.route[0]--> (self)';
const sessionRecorder = coverageRecorder('session');
const PROFILE = { Id: 1, Phone: '79001234567', Email: null, UserInfo: { FirstName: 'Анна' }, Extremist: false, IsFreezed: false, IsReject: false, IsRegistrationFinished: true, IsFincert: false };

describe('session: «Перейти в личный кабинет» while the session still loads', () => {
  const original = externalNavigation.leave;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal('fetch', vi.fn(answerFetch));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    externalNavigation.leave = vi.fn();
    localStorage.clear();
    window.history.replaceState(null, '', '/registration');
  });
  afterEach(() => {
    externalNavigation.leave = original;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  afterAll(() => writeUiCoverage('session', { paths: 1, passed: 1, states: [...sessionRecorder.states], transitions: [...sessionRecorder.transitions] }, 'route'));

  it('the request is kept while the data loads, and the client is routed once it is in', async () => {
    const { api: held, settle } = heldApi();
    let answerProfile: (profile: unknown) => void = () => {};
    const profileAsked = vi.fn();
    // The session's profile read waits for the test; the rest is the registration paths' server.
    const api = new Proxy(held, {
      get: (target, name: string) =>
        name === 'userProfile'
          ? () => {
              profileAsked();
              return new Promise((resolve) => (answerProfile = resolve));
            }
          : target[name as keyof AccountApi],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // Signed in with a kept application at scoring: the page opens on the decision being polled.
    renderRegistrationPage(AT_SCORING, true, api, sessionRecorder.inspect);
    await screen.findByTestId('scoring-pending');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await act(() => settle('checkScoringAnswer', 'done', { status: 'refused' }));
    const proceed = await screen.findByRole('button', { name: 'Перейти в личный кабинет' });
    expect(profileAsked).toHaveBeenCalled();
    expect(proceed).toBeEnabled();

    await user.click(proceed);
    // Kept by the session: the button shows it is on its way while the data still loads.
    await waitFor(() => expect(proceed).toBeDisabled());
    expect(sessionRecorder.transitions).toContain(ROUTE_WHILE_LOADING);
    expect(screen.getByTestId('step-SCORING')).toBeInTheDocument();

    // The data comes in: the session routes by the rules it was asked to, and then the page
    // starts afresh (the registration's own reset after routing).
    await act(async () => answerProfile(PROFILE));
    await waitFor(() => expect(sessionRecorder.states).toContain('session.authenticated.data.ready'));
    expect(sessionRecorder.states).toContain('session.authenticated.data.routing');
    expect(await screen.findByTestId('step-REGISTRATION')).toBeInTheDocument();
  });
});
