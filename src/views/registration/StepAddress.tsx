// The registration step in the address (`?step=`), kept in step with the machine by the app's
// one rule (src/flows/registration/step-address.ts); this renders nothing.
import { useStepAddress } from '@/flows/registration/step-address';

export function StepAddress() {
  useStepAddress();
  return null;
}
