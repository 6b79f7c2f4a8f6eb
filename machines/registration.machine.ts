// Registration wizard (requirements §4 "Registration steps"). Step data is kept per step so nothing the
// user typed is lost on back/forward; the app persists it with registration.persistence.ts.
// Every call of a step is an actor (registration.setup.ts), each step a state with its form
// (registration.step-states.ts); moves between steps (back, jump by name, the address bar) go
// through the guards: forward only to a visited step, the application never by address.
import { assign } from 'xstate';
import { freshRegistration, registrationSetup } from './registration.setup';
import { fillingState } from './registration.step-states';
import { laterStep, type RegistrationStepName } from './registration.steps';

export * from './registration.setup';

export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  context: ({ input }) => input?.restored ?? freshRegistration(),
  initial: 'resuming',
  on: {
    'step.mergeData': { actions: { type: 'mergeInto', params: ({ event }) => ({ step: event.step, data: event.data }) } },
    'step.replaceData': { actions: { type: 'replaceData', params: ({ event }) => ({ step: event.step, data: event.data }) } },
    // Back to the first step with nothing kept (requirements §4 «Reset returns to the start»).
    'registration.reset': { target: '.settling', actions: assign(freshRegistration) },
  },
  states: {
    resuming: {
      always: [{ guard: 'isAtScoring', target: 'scoring' }, { target: 'arriving' }],
    },
    // The page applies its address once: the calculator's choice, then the step it names.
    arriving: {
      on: {
        'registration.arrive': [
          {
            guard: { type: 'shouldAskServer', params: ({ event }) => ({ step: event.step, signedIn: event.signedIn }) },
            target: 'starting',
            actions: [
              { type: 'mergeInto', params: ({ event }) => ({ step: 'REGISTRATION', data: event.choice ?? {} }) },
              assign({ wantedStep: ({ event }) => event.step, cardReturn: ({ event }) => event.cardReturn ?? null }),
            ],
          },
          {
            target: 'settling',
            actions: [
              { type: 'mergeInto', params: ({ event }) => ({ step: 'REGISTRATION', data: event.choice ?? {} }) },
              assign({ wantedStep: ({ event }) => event.step, cardReturn: ({ event }) => event.cardReturn ?? null }),
              'visitWantedStep',
            ],
          },
        ],
      },
    },
    // A signed-in client's progress is on the server when this browser does not know it.
    starting: {
      invoke: {
        id: 'startRegistration',
        src: 'startRegistration',
        onDone: {
          target: 'settling',
          actions: [
            assign({ furthestStep: ({ context, event }) => laterStep(context.furthestStep, event.output.currentStep) }),
            assign({
              currentStep: ({ context, event }) =>
                context.wantedStep
                  ? context.currentStep
                  : context.currentStep === 'REGISTRATION' && event.output.currentStep !== 'REGISTRATION'
                    ? event.output.currentStep
                    : context.currentStep,
            }),
            'visitWantedStep',
          ],
        },
        onError: { target: 'settling', actions: { type: 'logError', params: ({ event }) => ({ where: 'startRegistration', error: event.error }) } },
      },
    },
    settling: {
      always: [{ guard: 'isAtScoring', target: 'scoring' }, { target: 'filling' }],
    },
    filling: fillingState,
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
        approved: { tags: ['approved'], on: { 'scoring.continue': 'leaving' } },
        refused: { tags: ['refused'], on: { 'scoring.continue': 'leaving' } },
        // «Перейти в личный кабинет»: the session routes by requirements §2.5, and the application
        // starts afresh once it has; the decision stays on screen until then, and again if the
        // routing gives no answer.
        leaving: {
          tags: ['leaving'],
          invoke: {
            id: 'leaveForCabinet',
            src: 'leaveForCabinet',
            onDone: { target: '#registration.settling', actions: assign(freshRegistration) },
            onError: [
              { guard: 'isApproved', target: 'approved', actions: { type: 'logError', params: ({ event }) => ({ where: 'leaveForCabinet', error: event.error }) } },
              { target: 'refused', actions: { type: 'logError', params: ({ event }) => ({ where: 'leaveForCabinet', error: event.error }) } },
            ],
          },
        },
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
