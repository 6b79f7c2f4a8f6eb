// Renders a registration step or a login screen with a fake API (component tests only).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ROOT_SCREEN } from '../../../machines/login-screens.machine';
import type { AccountApi } from '../../api/account';
import { SessionProvider } from '../../app/session/SessionProvider';
import { LoginScreensActor } from '../login/login-context';
import { RegistrationActor, RegistrationServicesContext } from './registration-context';
import { provideRegistration } from './registration-logic';
import type { RegistrationData } from '../../../machines/registration.machine';

export function fakeApi(overrides: Partial<Record<keyof AccountApi, (...args: never[]) => Promise<unknown>>>): AccountApi {
  return new Proxy({} as AccountApi, {
    get: (_, name: string) =>
      (overrides as Record<string, unknown>)[name] ?? (() => Promise.reject(new Error(`unexpected call ${name}`))),
  });
}

export function renderStep(ui: ReactNode, api: AccountApi, restored?: RegistrationData) {
  return render(
    <SessionProvider api={api}>
      <RegistrationServicesContext.Provider value={{ api, variant: 'registration', path: '/registration' }}>
        <RegistrationActor.Provider logic={provideRegistration(api)} options={{ input: restored ? { restored } : {} }}>
          {ui}
        </RegistrationActor.Provider>
      </RegistrationServicesContext.Provider>
    </SessionProvider>,
  );
}

export function renderLoginScreen(ui: ReactNode, api: AccountApi) {
  return render(
    <SessionProvider api={api}>
      <LoginScreensActor.Provider>{ui}</LoginScreensActor.Provider>
    </SessionProvider>,
  );
}

export { ROOT_SCREEN };
