// Versioned persistence of the registration (DESIGN §3: long flows survive a reload). Only the
// data is stored, never running actors: a restored SCORING step resumes polling its request.
import type { SnapshotFrom } from 'xstate';
import type { RegistrationData, RegistrationInput, ScoringStatus, registrationMachine } from './registration.machine';
import { REGISTRATION_STEPS, STEP_COUNT, isStepName } from './registration.steps';

/** Bump when RegistrationData changes shape; older stored data is then ignored. */
export const REGISTRATION_PERSIST_VERSION = 1;

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
    v.stepCount === STEP_COUNT &&
    isIdOrNull(v.bankCardId) &&
    isIdOrNull(v.scoringRequestId) &&
    typeof v.skipRegistrationCheckStep === 'boolean' &&
    SCORING_STATUSES.includes(v.scoringStatus as ScoringStatus)
  );
}

/** Input for createActor(registrationMachine, { input }); anything unreadable starts afresh. */
export function restoreRegistration(json: string | null | undefined): RegistrationInput {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isRecord(parsed) || parsed.version !== REGISTRATION_PERSIST_VERSION || !isRegistrationData(parsed.data)) return {};
    return { restored: parsed.data };
  } catch {
    return {};
  }
}
