// The registration page as the app renders it, over the faked server of the registration paths
// (tests/model/ui/registration-fixtures.ts): shared by the registration row and the session's
// «Перейти в личный кабинет» test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { InspectionEvent } from 'xstate';
import { calculatorSettings } from '../../../server/content/site-data';
import { LEDGER_TARIFF } from '../../../src/domain/tariff';
import type { AccountApi } from '../../../src/api/account';
import { persistRegistration } from '../../../machines/registration.persistence';
import type { RegistrationData } from '../../../machines/registration.machine';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import type { AppRoute } from '../../../src/flows/route-types';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import { REGISTRATION_STORAGE_KEY } from '../../../src/flows/session/storage-keys';
import { RegistrationPage } from '../../../src/views/registration/RegistrationPage';

const route = { name: 'registration', path: '/registration' } as AppRoute;

/** The reads the page makes besides the account API (the loan choice's calculator, the offer's loans). */
export function answerFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  if (url.includes('/Account/RegistrationCalculator')) return Promise.resolve(json({ IsChosen: false, Amount: 0, Term: 0, Settings: calculatorSettings(LEDGER_TARIFF) }));
  if (url.includes('/Info/DefaultCalcSettings')) return Promise.resolve(json(calculatorSettings(LEDGER_TARIFF)));
  // The approved decision's offer panel: no contract waits for a signature, so the way on shows.
  if (/\/api\/Loans(\?|$)/.test(url)) return Promise.resolve(json([]));
  return Promise.resolve(new Response(JSON.stringify({ Errors: [{ ErrorCode: 'UNAVAILABLE', Message: 'Недоступно' }] }), { status: 503 }));
}

/** The page with the kept application `restored`, signed in (the auth cookie) or not. */
export function renderRegistrationPage(restored: RegistrationData, signedIn: boolean, api: AccountApi, inspect: (event: InspectionEvent) => void) {
  localStorage.setItem(REGISTRATION_STORAGE_KEY, persistRegistration({ context: restored }));
  document.cookie = signedIn ? 'auth_token=model-token; path=/' : 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ActorInspectContext.Provider value={inspect}>
        <SessionProvider api={api}>
          <RegistrationPage route={route} params={{}} />
        </SessionProvider>
      </ActorInspectContext.Provider>
    </QueryClientProvider>,
  );
}
