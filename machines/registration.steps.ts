// Registration step names and the progress display (requirements §4, §9: seven steps, stepCount 5).
import { z } from './zod';

export const REGISTRATION_STEPS = [
  'REGISTRATION',
  'PASSPORT_REGISTRATION',
  'ADDRESS_REGISTRATION',
  'BANK_CARD_REGISTRATION',
  'BANK_CARD_PHOTO_REGISTRATION',
  'EMPLOYMENT_REGISTRATION',
  'SCORING',
] as const;

export type RegistrationStepName = (typeof REGISTRATION_STEPS)[number];

export const STEP_COUNT = 5;

/**
 * Seven steps shown as five progress segments: the passport and its address are one
 * "documents" segment, the card and its photo one "card" segment.
 */
const PROGRESS_SEGMENT: Record<RegistrationStepName, number> = {
  REGISTRATION: 1,
  PASSPORT_REGISTRATION: 2,
  ADDRESS_REGISTRATION: 2,
  BANK_CARD_REGISTRATION: 3,
  BANK_CARD_PHOTO_REGISTRATION: 3,
  EMPLOYMENT_REGISTRATION: 4,
  SCORING: 5,
};

export const progressOf = (step: RegistrationStepName): { current: number; total: number } => ({
  current: PROGRESS_SEGMENT[step],
  total: STEP_COUNT,
});

/** A step name as untrusted input names it (the address, a stored snapshot). */
export const stepNameSchema = z.enum(REGISTRATION_STEPS);

export const isStepName = (value: unknown): value is RegistrationStepName => stepNameSchema.safeParse(value).success;

export const stepIndex = (step: RegistrationStepName): number => REGISTRATION_STEPS.indexOf(step);

export function nextStep(step: RegistrationStepName): RegistrationStepName {
  return REGISTRATION_STEPS[Math.min(stepIndex(step) + 1, REGISTRATION_STEPS.length - 1)] ?? step;
}

export function previousStep(step: RegistrationStepName): RegistrationStepName {
  return REGISTRATION_STEPS[Math.max(stepIndex(step) - 1, 0)] ?? step;
}

/** The further of two steps in the order of the flow. */
export function laterStep(a: RegistrationStepName, b: RegistrationStepName): RegistrationStepName {
  return stepIndex(b) > stepIndex(a) ? b : a;
}
