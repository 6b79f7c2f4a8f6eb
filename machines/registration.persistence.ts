// Versioned persistence of the registration (design-notes §3: long flows survive a reload). Only the
// data is stored, never running actors: a restored SCORING step resumes polling its request.
import type { SnapshotFrom } from 'xstate';
import { z } from './zod';
import type { RegistrationData, RegistrationInput, ScoringStatus, registrationMachine } from './registration.machine';
import { REGISTRATION_STEPS, STEP_COUNT, isStepName, laterStep, stepNameSchema, type RegistrationStepName } from './registration.steps';

/** Bump when RegistrationData changes shape; older stored data is migrated below or ignored. */
export const REGISTRATION_PERSIST_VERSION = 2;

const SCORING_STATUSES = ['not_started', 'requested', 'pending', 'approved', 'refused', 'error'] as const satisfies readonly ScoringStatus[];

interface PersistedRegistration {
  version: number;
  data: RegistrationData;
}

export function persistRegistration(snapshot: Pick<SnapshotFrom<typeof registrationMachine>, 'context'>): string {
  const stored: PersistedRegistration = { version: REGISTRATION_PERSIST_VERSION, data: snapshot.context };
  return JSON.stringify(stored);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const stepName = stepNameSchema;
const id = z.nullable(z.number());
const note = z.nullish(z.string());

/** The stored data as the machine reads it: every step in order, each field of its type (unknown fields dropped). */
const registrationDataSchema = z.object({
  steps: z
    // A step's data: an object of any keys (z.looseObject, not z.record, which would add to every page's start-up chunk, issue 32).
    .array(z.object({ stepName, data: z.looseObject({}) }))
    .check(z.refine((steps) => steps.length === REGISTRATION_STEPS.length && steps.every((s, i) => s.stepName === REGISTRATION_STEPS[i]), 'every step, in order')),
  currentStep: stepName,
  furthestStep: stepName,
  // A check rather than z.literal: every zod constructor any schema uses is in every page's start-up chunk (issue 32).
  stepCount: z.int().check(z.refine((count) => count === STEP_COUNT)),
  bankCardId: id,
  scoringRequestId: id,
  skipRegistrationCheckStep: z.boolean(),
  scoringStatus: z.enum(SCORING_STATUSES),
  scoringError: note,
  stepMessage: note,
  bankCardMask: note,
  wantedStep: z.nullish(stepName),
}) satisfies z.ZodMiniType<RegistrationData>;

const persistedSchema = z.object({ version: z.number(), data: z.unknown() });

/**
 * Version 1 had no furthestStep: the furthest of the current step and the last step with typed
 * data (the old "forward only to a step with data" rule) stands for it.
 */
function fromVersion1(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.steps) || !isStepName(data.currentStep)) return data;
  const typed = data.steps
    .filter((s): s is { stepName: RegistrationStepName; data: Record<string, unknown> } => isRecord(s) && isStepName(s.stepName) && isRecord(s.data))
    .filter((s) => s.stepName !== 'SCORING' && Object.keys(s.data).length > 0)
    .map((s) => s.stepName);
  return { ...data, furthestStep: typed.reduce(laterStep, data.currentStep) };
}

/** Input for createActor(registrationMachine, { input }); anything unreadable starts afresh. */
export function restoreRegistration(json: string | null | undefined): RegistrationInput {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  const stored = persistedSchema.safeParse(parsed);
  if (!stored.success) return {};
  const { version, data } = stored.data;
  const current = version === 1 ? fromVersion1(data) : version === REGISTRATION_PERSIST_VERSION ? data : null;
  const restored = registrationDataSchema.safeParse(current);
  return restored.success ? { restored: restored.data } : {};
}
