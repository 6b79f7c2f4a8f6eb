// The registration actor of /registration and /creation with its real calls, restored from the
// stored snapshot and persisted on every change (design-notes §3), so a reload resumes the same step.
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { persistRegistration, restoreRegistration } from '@machines/registration.persistence';
import { RegistrationActor, RegistrationServicesContext, type RegistrationServices, type RegistrationVariant } from '@/flows/registration/registration-context';
import { ActorInspectContext } from '../actor-inspect';
import { externalNavigation } from '../session/post-login';
import { useSessionServices } from '../session/SessionProvider';
import { REGISTRATION_STORAGE_KEY, safeStorage } from '../session/storage-keys';
import { useRouteAfterLogin, useStartSession } from '../session/use-complete-login';
import { onLogoutReset } from '../session/logout-resets';
import { provideRegistration } from './registration-effects';
import { withInspector } from '../inspector';

function Persist() {
  const actor = RegistrationActor.useActorRef();
  useEffect(() => {
    const storage = safeStorage('local');
    const subscription = actor.subscribe((snapshot) => storage?.setItem(REGISTRATION_STORAGE_KEY, persistRegistration(snapshot)));
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}

/** A logout that resets the registration (requirements §4) returns this page's actor to the start. */
function ResetOnLogout() {
  const actor = RegistrationActor.useActorRef();
  useEffect(() => onLogoutReset('registration', () => actor.send({ type: 'registration.reset' })), [actor]);
  return null;
}

interface Props {
  variant: RegistrationVariant;
  /** The page's path: the card provider sends the client back here. */
  path: string;
  children: ReactNode;
}

export function RegistrationProvider({ variant, path, children }: Props) {
  const { api } = useSessionServices();
  const startSession = useStartSession();
  const routeAfterLogin = useRouteAfterLogin();
  const inspect = useContext(ActorInspectContext);
  // One actor per visit of the page: its calls are bound once.
  const logic = useMemo(
    () =>
      provideRegistration({
        api,
        variant,
        returnPath: path,
        startSession,
        routeAfterLogin,
        leave: (url) => externalNavigation.leave(url),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const input = useMemo(() => ({ ...restoreRegistration(safeStorage('local')?.getItem(REGISTRATION_STORAGE_KEY)), variant }), [variant]);
  const services = useMemo<RegistrationServices>(() => ({ variant, resendCode: (phone) => api.registrationResendCode({ Phone: phone }) }), [api, variant]);
  return (
    <RegistrationServicesContext.Provider value={services}>
      <RegistrationActor.Provider logic={logic} options={withInspector({ input, inspect })}>
        <Persist />
        <ResetOnLogout />
        {children}
      </RegistrationActor.Provider>
    </RegistrationServicesContext.Provider>
  );
}
