// The page's registration actor and the services its steps share.
import { createActorContext } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { registrationMachine, type StepData } from '../../../machines/registration.machine';
import { selectStepData } from '../../../machines/registration.selectors';
import type { RegistrationStepName } from '../../../machines/registration.steps';
import type { AccountApi } from '../../api/account';

export const RegistrationActor = createActorContext(registrationMachine);

export type RegistrationVariant = 'registration' | 'creation';

export interface RegistrationServices {
  api: AccountApi;
  variant: RegistrationVariant;
  /** The page's own path, where the card provider sends the user back. */
  path: string;
}

export const RegistrationServicesContext = createContext<RegistrationServices | null>(null);

export function useRegistrationServices(): RegistrationServices {
  const services = useContext(RegistrationServicesContext);
  if (!services) throw new Error('useRegistrationServices needs the registration page');
  return services;
}

/**
 * A step's typed values, kept in the machine as the user types (step.mergeData), so a reload
 * resumes with them; `defaults` fill what was never typed.
 */
export function useStepDraft<T extends StepData>(step: RegistrationStepName, defaults: T): [T, (patch: Partial<T>) => void] {
  const selector = useMemo(() => selectStepData(step), [step]);
  const data = RegistrationActor.useSelector(selector);
  const actor = RegistrationActor.useActorRef();
  const values = useMemo(() => ({ ...defaults, ...data }) as T, [defaults, data]);
  const set = useCallback((patch: Partial<T>) => actor.send({ type: 'step.mergeData', step, data: patch }), [actor, step]);
  return [values, set];
}
