// Model-based paths of the identity machine run against /lk/identity-confirmation as the app
// renders it (src/flows/profile.ts: the profile's API over the session's clients, the address
// cleaned through the router) over a faked server: the page opens with the path's way back from
// Госуслуги in its address; each answer is the server answering the held GET PersonalData, GET
// ExternalSignin or POST ExternalSignin; each click is the client's. After every step the page
// must show the model's state: loading, the methods (busy while leaving), the server's refusal
// where it belongs, the refusal or failure with the way back, the confirmation; the browser
// leaves for the provider's page, and the provider's answer is gone from the address.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import { IDENTITY_PATH } from '../../../src/flows/profile';
import type { AppRoute } from '../../../src/flows/route-types';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import IdentityPage from '../../../src/views/profile/IdentityPage';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { heldServer, json, notFound, refusal } from './held-server';
import { INVOKED, type RETURNS, identityModel as model } from './identity.model';

const recorder = coverageRecorder('identity');
const paths = selectPaths(model);
let passed = 0;
const route = { name: 'identity-confirmation', path: IDENTITY_PATH, meta: { title: 'Подтверждение личности' } } as AppRoute;
/** The server's refusal of each call, as the page must show it. */
const REFUSED: Record<string, string> = {
  [INVOKED.fetchConfirmed]: 'Профиль сейчас недоступен',
  [INVOKED.requestProviderPage]: 'Госуслуги сейчас недоступны',
  [INVOKED.confirmWithProvider]: 'Госуслуги не подтвердили вход',
};
// A page of this origin that differs by its hash only: the test DOM can go there (and not elsewhere).
const providerPage = () => `${window.location.origin}${IDENTITY_PATH}#gosuslugi`;

function fakeServer() {
  return heldServer(
    {
      'GET /client-api/Account/PersonalData': INVOKED.fetchConfirmed,
      'GET /api/Account/ExternalSignin': INVOKED.requestProviderPage,
      'POST /api/Account/ExternalSignin': INVOKED.confirmWithProvider,
    },
    (_request, url) => {
      if (url.pathname === '/api/Loans/IdentificationDocuments') return json([{ Id: 1, Name: 'Паспорт (разворот с фото)' }]);
      if (url.pathname === '/api/files/UserDocumentGroup') return json([{ Id: 1, Name: 'Паспорт', IsRequired: true, MaxFiles: 5 }]);
      if (url.pathname === '/api/files/userdocument') return json([]);
      return notFound();
    },
  );
}

type Fake = ReturnType<typeof fakeServer>;
const PERSONAL = (IdentityConfirmed: boolean) => ({ Passport: null, RegistrationAddress: null, PendingChanges: [], IdentityConfirmed });

/** The page in the model's state `s`; `refused` is the server's last refusal (its text). */
function expectPage(s: AnyMachineSnapshot, refused: string | null, where: string) {
  const m = (v: string) => s.matches(v);
  if (m('loading') || m('confirming')) {
    // Nothing else of the page yet: no methods (nor their documents), no outcome.
    expect(screen.queryByTestId('identity-esia'), where).toBeNull();
    expect(screen.queryByTestId('identity-refused'), where).toBeNull();
    return expect(screen.getByText(m('loading') ? 'Загрузка…' : 'Проверяем ответ Госуслуг…'), where).toBeInTheDocument();
  }
  if (m('loadFailed')) {
    expect(screen.getByTestId('load-error'), where).toHaveTextContent(String(refused));
    return expect(screen.getByRole('button', { name: 'Попробовать ещё раз' }), where).toBeEnabled();
  }
  if (m('confirmed')) return expect(screen.getByTestId('identity-confirmed'), where).toHaveTextContent('Личность подтверждена. Спасибо!');
  if (m('refused')) return expect(screen.getByTestId('identity-refused'), where).toHaveTextContent('Вы отказались передать данные на Госуслугах');
  if (m('failed')) return expect(screen.getByTestId('identity-refused'), where).toHaveTextContent(String(refused));
  // The methods: choosing, leaving for the provider's page, or gone to it.
  expect(screen.getByTestId('identity-esia'), where).toHaveProperty('disabled', s.hasTag('busy'));
  if (s.context.error) expect(screen.getByTestId('identity-error'), where).toHaveTextContent(String(refused));
  else expect(screen.queryByTestId('identity-error'), where).toBeNull();
  if (m('redirecting')) expect(window.location.hash, `${where}: left for the provider`).toBe('#gosuslugi');
}

async function perform(e: AnyEventObject, fake: Fake, user: ReturnType<typeof userEvent.setup>) {
  const server = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (server) {
    const [, how, id] = server as unknown as [string, 'done' | 'error', string];
    const answer =
      how === 'error' ? refusal('UNAVAILABLE', REFUSED[id]!, 503)
      : id === INVOKED.fetchConfirmed ? json(PERSONAL(e.output as boolean))
      : id === INVOKED.requestProviderPage ? json({ Url: providerPage() })
      : json({});
    const request = await act(() => fake.settle(id, answer));
    if (id === INVOKED.confirmWithProvider) expect(await request.json()).toEqual({ Provider: 'Esia', Code: 'esia-code', State: 'esia-state' });
    if (id === INVOKED.requestProviderPage) expect(new URL(request.url).searchParams.get('returnUrl')).toBe(IDENTITY_PATH);
    return;
  }
  switch (e.type) {
    case 'esia.start':
      return user.click(screen.getByTestId('identity-esia'));
    case 'methods.back':
      return user.click(screen.getByTestId('identity-back'));
    case 'load.retry':
      return user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    default:
      throw new Error(`no action for ${e.type}`);
  }
}

const opened = (returned: (typeof RETURNS)[number]) =>
  returned === null ? '' : returned.kind === 'code' ? `?code=${returned.code}&state=${returned.state}` : '?error=access_denied';

describe('identity: generated paths against the identity confirmation page', () => {
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => writeUiCoverage('identity', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  for (const path of paths) {
    const { returned } = path.input as { returned: (typeof RETURNS)[number] };
    it(`${returned?.kind ?? 'opened'}: ${describePath(path)}`, async () => {
      const fake = fakeServer();
      vi.stubGlobal('fetch', vi.fn(fake.fetch));
      window.history.replaceState(null, '', `${IDENTITY_PATH}${opened(returned)}`);
      const states = snapshotsAlong(model, path);
      const user = userEvent.setup();
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ActorInspectContext.Provider value={recorder.inspect}>
            <SessionProvider>
              <IdentityPage route={route} params={{}} />
            </SessionProvider>
          </ActorInspectContext.Provider>
        </QueryClientProvider>,
      );
      let refused: string | null = null;
      await waitFor(() => expectPage(states[0]!, refused, 'start'));
      // The provider's answer is read once and taken out of the address (a reload must not send it again).
      await waitFor(() => expect(window.location.search).toBe(''));
      for (const [i, e] of path.events.entries()) {
        await perform(e, fake, user);
        const failed = /^xstate\.error\.actor\.(.+)$/.exec(e.type);
        if (failed) refused = REFUSED[failed[1]!]!;
        await waitFor(() => expectPage(states[i + 1]!, refused, `step ${i + 1} (${e.type})`));
      }
      passed++;
    });
  }
});
