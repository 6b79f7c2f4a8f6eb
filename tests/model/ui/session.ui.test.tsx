// Model-based paths of the session machine run against the whole app (src/app/App.tsx) over a
// faked network: each path starts with the cookies of its input on a cabinet page; each event is
// what the client does (signs in on the login page, presses «Выйти»), what the server answers
// to the session's own requests (held until the path says: answered or failed), a 401 on a
// cabinet page, or the renewal timer running out. After every step the screen must match the
// model: «Выйти» (or the header's «Кабинет») only while signed in, «Войти» otherwise, the auth cookie carrying the model's token,
// the login page or the home page once signed out, and the page the post-login rules chose.
// The app's own session actor is inspected: the `session` row.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { REFRESH_AHEAD_MS } from '../../../machines/session.token';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import { App } from '../../../src/app/App';
import { readRuntimeConfig } from '../../../src/flows/runtime-config';
import { clearAuthCookies, oldSiteTokenCookie } from '../../../src/flows/session/cookies';
import { DECISION_PATHS } from '../../../src/flows/session/post-login';
import { TOKEN_EXPIRES_KEY } from '../../../src/flows/session/storage-keys';
import type { ModelPath } from '../coverage';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { TOKEN_LIFE_MS, sessionUiModel } from './session.model';

/** The session's own requests, held until the path answers them, by the actor that makes them. */
const HELD: Record<string, string> = {
  '/api/CrossAuth/Create': 'requestCrossAuthToken',
  '/api/Account/UserProfile': 'fetchUserProfile',
  '/api/Loans': 'fetchUserLoans',
  '/api/Account/RefreshToken': 'refreshToken',
};
const LOAN_STATUS = { Id: 50, State: 7, Title: 'Закрыт', Action: null, Capabilities: [] };
const PROFILE = { Id: 1, Phone: '79000000001', Email: null, UserInfo: { FirstName: 'Иван' }, IsRegistrationFinished: true, IsFincert: false, Extremist: false, IsFreezed: false, IsReject: false };
const DECISION_PAGES = new Set(Object.values(DECISION_PATHS).map((p) => p.split('?')[0]));

const json = (body: unknown, status = 200) => Response.json(body, { status });
const expiresSoon = () => new Date(Date.now() + TOKEN_LIFE_MS).toISOString();
const refused = () => json({ Errors: [{ ErrorCode: 'SERVER_ERROR', Message: 'Ошибка на сервере' }] }, 500);

function fakeServer() {
  const held: Record<string, ((response: Response) => void)[]> = {};
  const server = { unauthorized: false, held };
  const answers: Record<string, () => Response> = {
    requestCrossAuthToken: () => json({ Token: 'cross', Expires: expiresSoon() }),
    fetchUserProfile: () => json(PROFILE),
    fetchUserLoans: () => json([{ Id: 1, Status: LOAN_STATUS.Id }]),
    refreshToken: () => json({ Token: 'renewed', Expires: expiresSoon() }),
  };
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (server.unauthorized) return json({ Errors: [{ ErrorCode: 'UNAUTHORIZED', Message: 'Нужно войти' }] }, 401);
    const id = HELD[path];
    if (id) return new Promise((resolve) => (held[id] ??= []).push(resolve));
    if (path === '/api/Account/Login') return json({ Token: 'token-1', Expires: expiresSoon() });
    if (path === '/api/Info/Settings') return json({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [LOAN_STATUS] });
    if (path === '/api/Loans/CurrentScoringRequest') return json({ Pending: false, Request: null });
    return json({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Не найдено' }] }, 404);
  };
  /** Answers the oldest held request of `id`, as the path says. */
  const settle = async (actorId: string, how: 'done' | 'error') => {
    // A load asked again (refetchUserProfile …) makes the same request as the first.
    const id = actorId.replace(/^refetch/, 'fetch');
    await waitFor(() => expect(held[id]?.length ?? 0, `${id} asked`).toBeGreaterThan(0));
    const respond = held[id]!.shift()!;
    respond(how === 'done' ? answers[id]!() : refused());
  };
  /** Every held request gets the 401 (a signed-out client's calls are never answered otherwise). */
  const unauthorizeHeld = () => {
    for (const [id, queue] of Object.entries(held)) {
      for (const respond of queue) respond(json({ Errors: [{ ErrorCode: 'UNAUTHORIZED', Message: 'Нужно войти' }] }, 401));
      held[id] = [];
    }
  };
  return { server, fetch, settle, unauthorizeHeld };
}

type Fake = ReturnType<typeof fakeServer>;

function go(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const cookieToken = () => /(?:^|; )auth_token=([^;]*)/.exec(document.cookie)?.[1] ?? null;

/** What the app must show in the model's state `s`; `routed` once the post-login rules have decided. */
function expectScreen(s: AnyMachineSnapshot, where: string, routed: boolean) {
  if (s.hasTag('authenticated')) {
    // The cabinet's «Выйти», or on a public page (the login page itself) the header's «Кабинет».
    const account = screen.queryByTestId('logout') ?? screen.queryByTestId('login-button');
    expect(account?.textContent, `${where}: signed in`).toMatch(/Выйти|Кабинет/);
    expect(cookieToken(), `${where}: auth cookie`).toBe(s.context.token ?? cookieToken());
    if (routed) expect(DECISION_PAGES.has(window.location.pathname), `${where}: page chosen by the rules, at ${window.location.pathname}`).toBe(true);
  } else {
    expect(screen.queryByTestId('logout'), `${where}: no «Выйти»`).toBeNull();
    expect(screen.getByTestId('login-button'), `${where}: «Войти»`).toHaveTextContent('Войти');
    expect(cookieToken(), `${where}: no auth cookie`).toBeNull();
    expect(['/login', '/'], `${where}: signed out at ${window.location.pathname}`).toContain(window.location.pathname);
  }
}

async function perform(e: AnyEventObject, fake: Fake, user: ReturnType<typeof userEvent.setup>) {
  const server = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (server) {
    const [, how, id] = server as unknown as [string, 'done' | 'error', string];
    // The extras read the profile's request and end with it; the routing child decides by itself.
    if (id === 'fetchUserExtras' || id === 'postLoginRouting') return;
    return act(() => fake.settle(id, how));
  }
  switch (e.type) {
    case 'session.login':
    case 'token.refreshed': {
      // Signing in (again, when already signed in) on the login page, opened afresh when its form
      // is not there (elsewhere, or still waiting for the previous sign-in to finish).
      if (window.location.pathname !== '/login' || !screen.queryByLabelText('Мобильный телефон')) {
        act(() => go('/'));
        act(() => go('/login'));
      }
      await user.type(await screen.findByLabelText('Мобильный телефон'), '9000000001');
      await user.type(screen.getByLabelText('Пароль'), 'Demo-2026');
      return act(() => user.click(screen.getByTestId('screen-submit')));
    }
    case 'failures.pageVisited':
      act(() => go('/lk/scoring-failure'));
      return void (await screen.findByTestId('page-scoring-failure'));
    case 'session.logout':
      // «Выйти» is the cabinet's: a client still on the login page goes to the cabinet first.
      if (!screen.queryByTestId('logout')) act(() => go('/lk/Dashboard'));
      return act(async () => user.click(await screen.findByTestId('logout')));
    case 'session.expired': {
      // The server says 401: to what the session waits for, or to the next cabinet page's request.
      fake.server.unauthorized = true;
      const waiting = Object.values(fake.server.held).some((q) => q.length > 0);
      if (waiting) act(() => fake.unauthorizeHeld());
      else act(() => go('/lk/messages'));
      await waitFor(() => expect(screen.queryByTestId('logout')).toBeNull());
      fake.server.unauthorized = false;
      return;
    }
    default:
      // The renewal is due REFRESH_AHEAD_MS before the token's expiry (the cookie's too).
      if (e.type.startsWith('xstate.after.')) return act(() => vi.advanceTimersByTimeAsync(TOKEN_LIFE_MS - REFRESH_AHEAD_MS + 1000));
      throw new Error(`no action for ${e.type}`);
  }
}

const recorder = coverageRecorder('session');
const paths = selectPaths(sessionUiModel);
let passed = 0;

const INPUT_NAMES = ['signed in (auth cookie)', 'old-site cookie only', 'not signed in'];
const inputName = (path: ModelPath) => INPUT_NAMES[sessionUiModel.inputs.indexOf(path.input)] ?? '?';

describe('session: generated paths against the app', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearAuthCookies(readRuntimeConfig({}).envType);
  });
  afterAll(() => writeUiCoverage('session', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  for (const path of paths) {
    it(`${inputName(path)}: ${describePath(path)}`, async () => {
      const fake = fakeServer();
      vi.stubGlobal('fetch', vi.fn(fake.fetch));
      const config = readRuntimeConfig({});
      const input = path.input as { newSiteToken: string | null; oldSiteToken: string | null };
      if (input.newSiteToken) {
        document.cookie = `auth_token=${input.newSiteToken}; path=/`;
        localStorage.setItem(TOKEN_EXPIRES_KEY, expiresSoon());
      }
      if (input.oldSiteToken) document.cookie = `${oldSiteTokenCookie(config.envType)}=${input.oldSiteToken}; path=/`;
      window.history.replaceState(null, '', '/lk/Dashboard');
      const expected = snapshotsAlong(sessionUiModel, path);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <ActorInspectContext.Provider value={recorder.inspect}>
          <App config={config} queryClient={queryClient} />
        </ActorInspectContext.Provider>,
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await waitFor(() => expectScreen(expected[0]!, 'start', false));
      let routed = false;
      for (const [i, e] of path.events.entries()) {
        await perform(e, fake, user);
        if (e.type === 'xstate.done.actor.postLoginRouting') routed = true;
        if (e.type === 'session.login' || e.type === 'token.refreshed') routed = false;
        if (!expected[i + 1]!.hasTag('authenticated')) routed = false;
        await waitFor(() => expectScreen(expected[i + 1]!, `step ${i + 1} (${e.type})`, routed));
      }
      passed++;
    });
  }
});
