// Versioned persistence of the registration (DESIGN §3: long flows survive a reload). Only the
// data is stored, never running actors: a restored SCORING step resumes polling its request.
import type { SnapshotFrom } from 'xstate';
import type { RegistrationData, RegistrationInput, ScoringStatus, registrationMachine } from './registration.machine';
import { REGISTRATION_STEPS, STEP_COUNT, isStepName, laterStep, type RegistrationStepName } from './registration.steps';

/** Bump when RegistrationData changes shape; older stored data is migrated below or ignored. */
export const REGISTRATION_PERSIST_VERSION = 2;

const SCORING_STATUSES: readonly ScoringStatus[] = ['not_started', 'requested', 'pending', 'approved', 'refused', 'error'];

interface PersistedRegistration {
  version: number;
  data: RegistrationData;
}

export function persistRegistration(snapshot: Pick<SnapshotFrom<typeof registrationMachine>, 'context'>): string {
  const stored: PersistedRegistration = { version: REGISTRATION_PERSIST_VERSION, data: snapshot.context };
  return JSON.stringify(stored);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

function isRegistrationData(v: unknown): v is RegistrationData {
  if (!isRecord(v) || !Array.isArray(v.steps) || v.steps.length !== REGISTRATION_STEPS.length) return false;
  const stepsOk = v.steps.every((s, i) => isRecord(s) && s.stepName === REGISTRATION_STEPS[i] && isRecord(s.data));
  return (
    stepsOk &&
    isStepName(v.currentStep) &&
    isStepName(v.furthestStep) &&
    v.stepCount === STEP_COUNT &&
    isIdOrNull(v.bankCardId) &&
    isIdOrNull(v.scoringRequestId) &&
    typeof v.skipRegistrationCheckStep === 'boolean' &&
    SCORING_STATUSES.includes(v.scoringStatus as ScoringStatus)
  );
}

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
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isRecord(parsed)) return {};
    const data = parsed.version === 1 ? fromVersion1(parsed.data) : parsed.version === REGISTRATION_PERSIST_VERSION ? parsed.data : null;
    if (!isRegistrationData(data)) return {};
    return { restored: data };
  } catch {
    return {};
  }
}
