// Shared by the cabinet flows' rows of npm run test:model (cards, prolongation, agreement signing,
// new loan, loan offer, profile edit, messages, service banner) and the ombudsman appeal's: the page is rendered as the app renders it (the query
// client, the router, the session with its typed clients, the flow's hook from src/flows) over a
// faked network. The calls a path's actor events stand for are held until the path answers them
// (done or error, by the invoking actor's id); other calls are answered at once. The page's own
// flow actor is inspected: its coverage, and its latest snapshot compared with the model's after
// every step.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AccountApi } from '../../../src/api/account';
import { createAccountCalls } from '../../../src/api/account-calls';
import { createApiClients } from '../../../src/api/clients';
import { documentCookieJar } from '../../../src/api/user-hash';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import { fakeApi } from '../../../src/views/registration/test-harness';
import type { ModelPath, PathModel } from '../coverage';
import { coverageRecorder, snapshotsAlong } from '../ui-coverage';

// The typed clients load openapi-fetch with their first call; loaded here, that call does not wait
// for real time while the fake clock runs (the testing library's waits advance only the fake one).
await import('openapi-fetch');

export { heldServer, json, notFound, refusal, unavailable } from './held-server';

/** The page's flow actor (by its machine id), followed while it runs: coverage and latest snapshot. */
export function followFlow(machineId: string) {
  const recorder = coverageRecorder(machineId);
  let latest: AnyMachineSnapshot | null = null;
  const inspect = (ev: InspectionEvent) => {
    recorder.inspect(ev);
    if (ev.type === '@xstate.snapshot' && (ev.actorRef as { logic?: { id?: string } }).logic?.id === machineId) latest = ev.snapshot as AnyMachineSnapshot;
  };
  return { recorder, inspect, snapshot: () => latest, forget: () => void (latest = null) };
}

export type Flow = ReturnType<typeof followFlow>;

export const PROFILE = {
  Id: 1,
  Phone: '79000000001',
  Email: 'client@example.ru',
  UserInfo: { FirstName: 'Иван', LastName: 'Петров', MiddleName: 'Сергеевич', BirthDate: '1990-05-17T00:00:00' },
  IsRegistrationFinished: true,
  IsFincert: false,
  Extremist: false,
  IsFreezed: false,
  IsReject: false,
};

type AccountCalls = Partial<Record<keyof AccountApi, (...args: never[]) => Promise<unknown>>>;

/**
 * A signed-in client's session: the account calls the session itself makes, answered; `calls`
 * (a flow's account calls, e.g. the scoring) go over the faked network through the API layer.
 */
export const sessionApi = (calls: AccountCalls = {}) =>
  fakeApi({
    userProfile: async () => PROFILE,
    loans: async () => [],
    settings: async () => ({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [] }),
    ...calls,
  });

/**
 * The API layer's account calls over `fetch` (the faked network), as the app makes them; their code
 * loaded already (the app loads it on the first call), so a call reaches the network as it is made.
 */
export function accountOver(fetch: (request: Request) => Promise<Response>, names: (keyof AccountApi)[]): AccountCalls {
  const clients = createApiClients({ host: '', clientApiKey: 'test', getToken: () => 'token-1', onUnauthorized: () => {}, cookies: documentCookieJar(), fetch });
  const account = createAccountCalls(clients.api);
  return Object.fromEntries(names.map((name) => [name, account[name]])) as AccountCalls;
}

/**
 * Renders `ui` at `path` as the app does, with `fetch` as the network and `flow` inspecting; a
 * signed-in client's (the auth cookie) unless `signedIn` is false (a public page's visitor).
 */
export function renderPage(
  ui: ReactNode,
  { fetch, flow, path, account, signedIn = true }: { fetch: (request: Request) => Promise<Response>; flow: Flow; path: string; account?: (keyof AccountApi)[]; signedIn?: boolean },
) {
  if (signedIn) document.cookie = 'auth_token=token-1; path=/';
  else forgetSession();
  vi.stubGlobal('fetch', vi.fn(fetch));
  flow.forget();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ActorInspectContext.Provider value={flow.inspect}>
          <SessionProvider api={sessionApi(account ? accountOver(fetch, account) : {})}>{ui}</SessionProvider>
        </ActorInspectContext.Provider>
      </Router>
    </QueryClientProvider>,
  );
  return { queryClient, location };
}

export function forgetSession() {
  vi.unstubAllGlobals();
  document.cookie = 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

/**
 * Fake timers the testing library advances while it waits (it reads `jest`): the flows' delays
 * (resend pauses, polls) fire only when a path says so, never because the test ran slowly.
 */
export function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
}

export function realClock() {
  delete (globalThis as { jest?: unknown }).jest;
  vi.useRealTimers();
}

/** The delay of an `xstate.after.<delay>.<state>` event, read from the model's snapshot before it. */
export const delayOf = (event: AnyEventObject, before: AnyMachineSnapshot): number => {
  const name = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1] ?? '0';
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (before.machine.implementations.delays as Record<string, unknown>)[name];
  return typeof delay === 'function' ? (delay as (args: { context: unknown }) => number)({ context: before.context }) : Number(delay);
};

export interface PathDriver {
  /** Does on the screen (or answers as the server) what the model's event stands for. */
  perform: (event: AnyEventObject, before: AnyMachineSnapshot) => Promise<unknown>;
  /** What the screen must show in the model's state. */
  expectScreen: (expected: AnyMachineSnapshot, where: string) => void;
  /** The part of the context the page's actor must share with the model (default: none). */
  contextOf?: (snapshot: AnyMachineSnapshot) => unknown;
}

/** The actor's done/error event as `[done|error, actor id]`, or null for other events. */
export const actorAnswer = (event: AnyEventObject): ['done' | 'error', string] | null => {
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return m ? [m[1] as 'done' | 'error', m[2]!] : null;
};

/** Runs one path: after each step the page's actor must be where the model is, and the screen show it. */
export async function runPath(model: PathModel, path: ModelPath, flow: Flow, driver: PathDriver, name: string) {
  const expected = snapshotsAlong(model, path);
  const contextOf = driver.contextOf ?? (() => null);
  const check = async (s: AnyMachineSnapshot, where: string) => {
    await waitFor(() => {
      const actual = flow.snapshot();
      expect(actual, `${where}: the page's actor started`).not.toBeNull();
      expect(JSON.stringify(actual!.value), `${where}: state`).toBe(JSON.stringify(s.value));
      expect(contextOf(actual!), `${where}: context`).toEqual(contextOf(s));
    });
    await waitFor(() => driver.expectScreen(s, where));
  };
  await check(expected[0]!, `${name}: start`);
  for (const [i, event] of path.events.entries()) {
    await driver.perform(event, expected[i]!);
    await check(expected[i + 1]!, `${name}: step ${i + 1} (${event.type})`);
  }
}

/** Moves the fake clock by an `xstate.after` event's delay. */
export const elapse = (event: AnyEventObject, before: AnyMachineSnapshot) => act(() => vi.advanceTimersByTimeAsync(delayOf(event, before)));

/** Types the code into the code form's field and presses its submit button (SmsCodeForm, `id` its prefix). */
export async function submitCode(user: ReturnType<typeof userEvent.setup>, id: string, code: string, label = 'Код из SMS') {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, code.replace(/\s/g, ''));
  act(() => void fireEvent.click(screen.getByTestId(`${id}-sign`)));
}

/** A path as the test's name: each actor answer with what it said (paths differ only in that, often). */
export const pathName = (path: ModelPath): string =>
  path.events
    .map((e) => {
      const answer = actorAnswer(e);
      if (!answer) return e.type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
      const said = answer[0] === 'done' ? e.output : e.error;
      const short = said instanceof Error ? said.message : JSON.stringify(said);
      return `${answer[0]}:${answer[1].replace(/^\d+\./, '')}(${(short ?? '').slice(0, 40)})`;
    })
    .join(' → ') || '(start)';
