// Registration wizard (SPEC §4 "Registration steps"). Step data is kept per step so nothing the
// user typed is lost on back/forward; the app persists it with registration.persistence.ts.
import { assign, fromPromise, setup } from 'xstate';
import { REGISTRATION_STEPS, STEP_COUNT, laterStep, nextStep, previousStep, stepIndex, type RegistrationStepName } from './registration.steps';

export type StepData = Record<string, unknown>;
export type ScoringStatus = 'not_started' | 'requested' | 'pending' | 'approved' | 'refused' | 'error';

export interface RegistrationData {
  steps: Array<{ stepName: RegistrationStepName; data: StepData }>;
  currentStep: RegistrationStepName;
  /** The furthest step reached: every step up to it was visited (steps only open in order). */
  furthestStep: RegistrationStepName;
  stepCount: number;
  bankCardId: number | null;
  scoringRequestId: number | null;
  skipRegistrationCheckStep: boolean;
  scoringStatus: ScoringStatus;
  /** Why the last application or check failed: the server's own message, or the connection message. */
  scoringError?: string | null;
}

export interface RegistrationInput {
  /** Data restored from a persisted snapshot (see restoreRegistration). */
  restored?: RegistrationData;
}

export type RegistrationEvent =
  | { type: 'step.next'; data?: StepData }
  | { type: 'step.back' }
  | { type: 'step.goTo'; step: RegistrationStepName }
  /** From the address bar (browser Back/Forward, `?step=`): only to a visited step, never to SCORING. */
  | { type: 'step.visit'; step: RegistrationStepName }
  /** The server's saved progress for a signed-in client: steps up to it count as visited. */
  | { type: 'progress.confirm'; step: RegistrationStepName }
  | { type: 'step.replaceData'; step: RegistrationStepName; data: StepData }
  | { type: 'step.mergeData'; step: RegistrationStepName; data: StepData }
  | { type: 'bankCard.select'; bankCardId: number }
  | { type: 'checkStep.skip'; skip: boolean }
  | { type: 'scoring.retry' }
  | { type: 'registration.reset' };

export type ScoringAnswer = { status: 'pending' | 'approved' | 'refused' };

export const freshRegistration = (): RegistrationData => ({
  steps: REGISTRATION_STEPS.map((stepName) => ({ stepName, data: {} })),
  currentStep: 'REGISTRATION',
  furthestStep: 'REGISTRATION',
  stepCount: STEP_COUNT,
  bankCardId: null,
  scoringRequestId: null,
  skipRegistrationCheckStep: false,
  scoringStatus: 'not_started',
});

const writeStep = (steps: RegistrationData['steps'], step: RegistrationStepName, patch: (d: StepData) => StepData) =>
  steps.map((s) => (s.stepName === step ? { stepName: s.stepName, data: patch(s.data) } : s));

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationData,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput | undefined,
  },
  actors: {
    /** POST Loans/RequestScoringAnswer with the collected data; answers the request id. */
    requestScoring: fromPromise<{ scoringRequestId: number }, { steps: RegistrationData['steps']; bankCardId: number | null }>(
      notInjected('requestScoring'),
    ),
    /** GET Loans/CheckScoringAnswer/{id}. */
    checkScoringAnswer: fromPromise<ScoringAnswer, { scoringRequestId: number }>(notInjected('checkScoringAnswer')),
  },
  actions: {
    saveStepAndAdvance: assign(({ context }, params: { data: StepData | undefined }) => ({
      steps: params.data ? writeStep(context.steps, context.currentStep, () => params.data ?? {}) : context.steps,
      currentStep: nextStep(context.currentStep),
      furthestStep: laterStep(context.furthestStep, nextStep(context.currentStep)),
    })),
    jumpTo: assign(({ context }, params: { step: RegistrationStepName }) => ({
      currentStep: params.step,
      furthestStep: laterStep(context.furthestStep, params.step),
    })),
    logError: (_, _params: { where: string; error: unknown }) => {},
    rememberScoringError: assign((_, params: { error: unknown }) => ({
      scoringError: params.error instanceof Error && params.error.message ? params.error.message : null,
    })),
  },
  guards: {
    isNextScoring: ({ context }) => nextStep(context.currentStep) === 'SCORING',
    isTargetScoring: ({ event }) => event.type === 'step.goTo' && event.step === 'SCORING',
    hasScoringRequest: ({ context }) => context.scoringRequestId !== null,
    isAtScoring: ({ context }) => context.currentStep === 'SCORING',
    /** Forward only to a visited step; the application (SCORING) is never reached by address. */
    canVisit: ({ context }, params: { step: RegistrationStepName }) =>
      params.step !== 'SCORING' && stepIndex(params.step) <= stepIndex(context.furthestStep),
  },
  delays: {
    scoringPollInterval: 3000,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => input?.restored ?? freshRegistration(),
  initial: 'resuming',
  on: {
    'step.replaceData': { actions: assign({ steps: ({ context, event }) => writeStep(context.steps, event.step, () => event.data) }) },
    'step.mergeData': { actions: assign({ steps: ({ context, event }) => writeStep(context.steps, event.step, (d) => ({ ...d, ...event.data })) }) },
    'bankCard.select': { actions: assign({ bankCardId: ({ event }) => event.bankCardId }) },
    'checkStep.skip': { actions: assign({ skipRegistrationCheckStep: ({ event }) => event.skip }) },
    'progress.confirm': { actions: assign({ furthestStep: ({ context, event }) => laterStep(context.furthestStep, event.step) }) },
    'registration.reset': { target: '.filling', actions: assign(freshRegistration) },
  },
  states: {
    resuming: {
      always: [{ guard: 'isAtScoring', target: 'scoring' }, { target: 'filling' }],
    },
    filling: {
      tags: ['form'],
      on: {
        'step.next': [
          { guard: 'isNextScoring', target: 'scoring', actions: { type: 'saveStepAndAdvance', params: ({ event }) => ({ data: event.data }) } },
          { actions: { type: 'saveStepAndAdvance', params: ({ event }) => ({ data: event.data }) } },
        ],
        'step.back': { actions: assign({ currentStep: ({ context }) => previousStep(context.currentStep) }) },
        'step.goTo': [
          { guard: 'isTargetScoring', target: 'scoring', actions: { type: 'jumpTo', params: { step: 'SCORING' } } },
          { actions: { type: 'jumpTo', params: ({ event }) => ({ step: event.step }) } },
        ],
        'step.visit': {
          guard: { type: 'canVisit', params: ({ event }) => ({ step: event.step }) },
          actions: assign({ currentStep: ({ event }) => event.step }),
        },
      },
    },
    scoring: {
      tags: ['scoring'],
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'hasScoringRequest', target: 'waiting' }, { target: 'requesting' }],
        },
        requesting: {
          tags: ['busy'],
          invoke: {
            id: 'requestScoring',
            src: 'requestScoring',
            input: ({ context }) => ({ steps: context.steps, bankCardId: context.bankCardId }),
            onDone: {
              target: 'waiting',
              actions: assign({ scoringRequestId: ({ event }) => event.output.scoringRequestId, scoringStatus: 'requested' }),
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'logError', params: ({ event }) => ({ where: 'requestScoring', error: event.error }) },
                { type: 'rememberScoringError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        waiting: {
          tags: ['busy'],
          after: { scoringPollInterval: 'checking' },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkScoringAnswer',
            src: 'checkScoringAnswer',
            input: ({ context }) => ({ scoringRequestId: context.scoringRequestId ?? 0 }),
            onDone: [
              { guard: ({ event }) => event.output.status === 'approved', target: 'approved', actions: assign({ scoringStatus: 'approved' }) },
              { guard: ({ event }) => event.output.status === 'refused', target: 'refused', actions: assign({ scoringStatus: 'refused' }) },
              { target: 'waiting', actions: assign({ scoringStatus: 'pending' }) },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'logError', params: ({ event }) => ({ where: 'checkScoringAnswer', error: event.error }) },
                { type: 'rememberScoringError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        approved: { tags: ['approved'] },
        refused: { tags: ['refused'] },
        failed: {
          tags: ['error'],
          entry: assign({ scoringStatus: 'error' }),
          on: {
            // Polling resumes for a known request; otherwise the request is sent again.
            'scoring.retry': 'starting',
            'step.back': { target: '#registration.filling', actions: assign({ currentStep: 'EMPLOYMENT_REGISTRATION' as RegistrationStepName }) },
          },
        },
      },
    },
  },
});
