import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';
import { progressOf, type RegistrationStepName } from './registration.steps';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export const selectCurrentStep = (s: RegistrationSnapshot): RegistrationStepName => s.context.currentStep;
/** Five progress segments for seven steps (see registration.steps.ts). Use shallowEqual. */
export const selectProgress = (s: RegistrationSnapshot) => progressOf(s.context.currentStep);
export const selectStepData = (step: RegistrationStepName) => (s: RegistrationSnapshot) =>
  s.context.steps.find((x) => x.stepName === step)?.data;
/** The client came back from the card provider's page without a card, and no card is linked. */
export const selectCardNotLinked = (s: RegistrationSnapshot) =>
  (s.context.cardReturn?.cardError ?? null) !== null && s.context.bankCardId === null && !s.matches({ filling: { bankCard: 'loading' } });
/** The application's decision on screen: kept while the client is on the way to the cabinet. */
export const selectDecision = (s: RegistrationSnapshot): 'approved' | 'refused' | null =>
  s.hasTag('approved') || (s.hasTag('leaving') && s.context.scoringStatus === 'approved') ? 'approved' : s.hasTag('refused') || s.hasTag('leaving') ? 'refused' : null;
