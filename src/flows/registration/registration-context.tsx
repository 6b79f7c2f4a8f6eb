// The page's registration actor, its current step form and the services its steps share.
import { createActorContext } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { CodeSent } from '@/flows/code-resend';
import type { FormActorRef } from '@machines/form.machine';
import { registrationMachine, type RegistrationVariant, type StepData } from '@machines/registration.machine';
import { selectStepData } from '@machines/registration.selectors';
import type { RegistrationStepName } from '@machines/registration.steps';

export const RegistrationActor = createActorContext(registrationMachine);

export type { RegistrationVariant };

export interface RegistrationServices {
  variant: RegistrationVariant;
  /** Asks for a new SMS code (the resend button's own machine counts the pause down). */
  resendCode: (phone: string) => Promise<CodeSent>;
}

export const RegistrationServicesContext = createContext<RegistrationServices | null>(null);

export function useRegistrationServices(): RegistrationServices {
  const services = useContext(RegistrationServicesContext);
  if (!services) throw new Error('useRegistrationServices needs the registration page');
  return services;
}

/** What the client typed at a step (kept in the machine, persisted across a reload). */
export function useStepData(step: RegistrationStepName): StepData {
  const selector = useMemo(() => selectStepData(step), [step]);
  return RegistrationActor.useSelector(selector) ?? EMPTY;
}
const EMPTY: StepData = {};

/** The form actor the machine invoked for the current step (absent between steps). */
export function useStepForm<F extends string>(): FormActorRef<F> | undefined {
  return RegistrationActor.useSelector((s) => s.children.stepForm as FormActorRef<F> | undefined);
}

export const stepText = (data: StepData, key: string): string => (typeof data[key] === 'string' ? (data[key] as string) : '');
