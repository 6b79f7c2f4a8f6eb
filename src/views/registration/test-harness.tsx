// Renders a registration step or a login screen with a fake API (component tests only).
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import type { AccountApi } from '@/api/account';
import { SessionProvider } from '@/flows/session/SessionProvider';
import { ThirdPartyActors } from '@/flows/third-party/root-actors';
import { RegistrationProvider } from '@/flows/registration/RegistrationProvider';
import { REGISTRATION_STORAGE_KEY } from '@/flows/session/storage-keys';
import { persistRegistration } from '@machines/registration.persistence';
import type { RegistrationData } from '@machines/registration.machine';
import { RegistrationActor } from '@/flows/registration/registration-context';

export function fakeApi(overrides: Partial<Record<keyof AccountApi, (...args: never[]) => Promise<unknown>>>): AccountApi {
  return new Proxy({} as AccountApi, {
    get: (_, name: string) =>
      (overrides as Record<string, unknown>)[name] ?? (() => Promise.reject(new Error(`unexpected call ${name}`))),
  });
}

/** The page's arrival, without the address: the machine settles on the stored step. */
function Arrive() {
  const actor = RegistrationActor.useActorRef();
  useEffect(() => actor.send({ type: 'registration.arrive', step: null, signedIn: false }), [actor]);
  return null;
}

export function renderStep(ui: ReactNode, api: AccountApi, restored?: RegistrationData) {
  if (restored) localStorage.setItem(REGISTRATION_STORAGE_KEY, persistRegistration({ context: restored }));
  else localStorage.removeItem(REGISTRATION_STORAGE_KEY);
  return render(
    <SessionProvider api={api}>
      <RegistrationProvider variant="registration" path="/registration">
        <Arrive />
        {ui}
      </RegistrationProvider>
    </SessionProvider>,
  );
}

/** The login page (it starts its own login actor) inside a session with a fake API and the root's captcha. */
export function renderLoginScreen(ui: ReactNode, api: AccountApi) {
  return render(
    <ThirdPartyActors>
      <SessionProvider api={api}>{ui}</SessionProvider>
    </ThirdPartyActors>,
  );
}
