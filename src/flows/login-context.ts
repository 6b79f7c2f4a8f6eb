// The page's login actor (machines/login.machine.ts) and the services its screens share.
import { createActorContext } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import { loginMachine, type LoginActorRef, type RestoreData } from '@machines/login.machine';
import type { CodeSent } from '@/flows/code-resend';

export const LoginActor = createActorContext(loginMachine);

export interface LoginServices {
  /** A new login code: the same phone and password signed in again (the machine hears the answer). */
  resendLoginCode: (actor: LoginActorRef) => Promise<CodeSent>;
  /** A new recovery code the way the client chose (SMS again, or the same letter); the machine hears it. */
  resendRecoveryCode: (actor: LoginActorRef) => Promise<CodeSent>;
}

export const LoginServicesContext = createContext<LoginServices | null>(null);

export function useLoginServices(): LoginServices {
  const services = useContext(LoginServicesContext);
  if (!services) throw new Error('useLoginServices needs the login page');
  return services;
}

/** The form actor the current screen invoked (absent once the client is signed in). */
export function useScreenForm<F extends string>(): FormActorRef<F> | undefined {
  return LoginActor.useSelector((s) => s.children.screenForm as FormActorRef<F> | undefined);
}

export function useRestoreData(): RestoreData {
  return LoginActor.useSelector((s) => s.context.restoreData);
}

export const SESSION_EXPIRED_NOTICE = 'Сессия истекла. Войдите снова.';
export const RECOVERY_PATHS = ['/password_recovery', '/account/forgotPassword'];
