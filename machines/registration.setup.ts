// Types, effects (stubs the app provides), actions and guards of the registration machine
// (registration.machine.ts). Every server call of a step is an actor here.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { FormChanged, FormSubmitted } from './form.machine';
import { formValuesOf, registrationForms, withoutPrivate } from './registration.forms';
import { photoError } from './registration.photo';
import { REGISTRATION_STEPS, STEP_COUNT, laterStep, nextStep, stepIndex, type RegistrationStepName } from './registration.steps';

export type StepData = Record<string, unknown>;
export type ScoringStatus = 'not_started' | 'requested' | 'pending' | 'approved' | 'refused' | 'error';
export type RegistrationVariant = 'registration' | 'creation';

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
  /** What the last call of a step without a form answered wrong (cards, card photo, passport photo). */
  stepMessage?: string | null;
  /** The linked card as the client sees it ('•••• 4242'). */
  bankCardMask?: string | null;
  /** The step named in the address on arrival, applied once the server's progress is known. */
  wantedStep?: RegistrationStepName | null;
  /** What the card provider's page put in the address on the way back (not persisted: the address has it). */
  cardReturn?: CardReturn | null;
}

/** The card provider's answer in the address (`?cardAdded=` the linked card, `?cardError=` why none). */
export interface CardReturn {
  cardAdded: number | null;
  cardError: string | null;
}

export interface RegistrationInput {
  /** Data restored from a persisted snapshot (see restoreRegistration). */
  restored?: RegistrationData;
  variant?: RegistrationVariant;
}

/** How a step's call failed, placed by field by the app (placeErrors). */
export interface StepFailure {
  fields: Record<string, string>;
  form: string | null;
}

export type ScoringAnswer = { status: 'pending' | 'approved' | 'refused' };

export type RegistrationEvent =
  | FormSubmitted<string>
  | FormChanged<string>
  /** The page opened: the calculator's choice and the step in the address (`?step=`). */
  | { type: 'registration.arrive'; step: RegistrationStepName | null; choice?: StepData; signedIn: boolean; cardReturn?: CardReturn }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /**
   * A jump to a step by name (requirements §4), from the address bar (browser Back/Forward, `?step=`) or
   * the page's «Вперёд»: only to a visited step, never to SCORING (the application is sent, not opened).
   */
  | { type: 'step.visit'; step: RegistrationStepName }
  /** Data of a step merged in (the loan choice above the steps). */
  | { type: 'step.mergeData'; step: RegistrationStepName; data: StepData }
  /** Data of a step replaced as a whole (requirements §4: «its data can be replaced or merged»). */
  | { type: 'step.replaceData'; step: RegistrationStepName; data: StepData }
  /** Reset returns to the start (requirements §4): a logout on the registration page. */
  | { type: 'registration.reset' }
  | { type: 'code.change' }
  | { type: 'code.resent'; sentTo: string | null; resendAt: number }
  | { type: 'passport.photo'; file: File }
  | { type: 'cards.retry' }
  | { type: 'card.link' }
  | { type: 'cardPhoto.select'; file: File }
  | { type: 'scoring.retry' }
  /** «Перейти в личный кабинет» under a decided application. */
  | { type: 'scoring.continue' };

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

export const writeStep = (steps: RegistrationData['steps'], step: RegistrationStepName, patch: (d: StepData) => StepData) =>
  steps.map((s) => (s.stepName === step ? { stepName: s.stepName, data: patch(s.data) } : s));

export const dataOf = (context: RegistrationData, step: RegistrationStepName): StepData =>
  context.steps.find((s) => s.stepName === step)?.data ?? {};

const errorMessage = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);
const failureOf = (error: unknown): StepFailure => {
  const e = error as Partial<StepFailure> | null;
  return e && typeof e === 'object' && e.fields ? { fields: e.fields, form: e.form ?? null } : { fields: {}, form: errorMessage(error) };
};

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
type Values = Record<string, string>;

export const registrationSetup = setup({
  types: {
    context: {} as RegistrationData,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput | undefined,
  },
  actors: {
    ...registrationForms(),
    /** GET Account/StartRegistration: the server's saved progress of a signed-in client. */
    startRegistration: fromPromise<{ currentStep: RegistrationStepName }, void>(notInjected('startRegistration')),
    /** POST Account/Registration: sends the SMS code. */
    sendRegistration: fromPromise<{ sentTo: string | null; resendAt: number }, { values: Values }>(notInjected('sendRegistration')),
    /** POST Account/Registration/Confirm: creates the account and signs the client in. */
    confirmRegistration: fromPromise<void, { code: string; person: StepData }>(notInjected('confirmRegistration')),
    /** POST files/PassportRecognize: the fields read from the photo, or null when unreadable. */
    recognizePassport: fromPromise<Values | null, { file: File }>(notInjected('recognizePassport')),
    /** POST Account/Registration/Passport. */
    savePassport: fromPromise<void, { values: Values }>(notInjected('savePassport')),
    /** POST Account/Registration/Address. */
    saveAddress: fromPromise<void, { values: Values }>(notInjected('saveAddress')),
    /** GET cards: the card to pay out to (the one just added, the default or the last). */
    loadCards: fromPromise<{ bankCardId: number | null; bankCardMask: string | null }, { cardAdded: number | null }>(notInjected('loadCards')),
    /** POST cards/AddCardByUrl: the provider's page where the card is entered. */
    requestCardLink: fromPromise<{ url: string }, void>(notInjected('requestCardLink')),
    /** POST files/userdocument into the card-photo group. */
    uploadCardPhoto: fromPromise<{ fileName: string }, { file: File }>(notInjected('uploadCardPhoto')),
    /** POST Account/Worksheet. */
    saveWorksheet: fromPromise<void, { values: Values }>(notInjected('saveWorksheet')),
    /** POST Loans/RequestScoringAnswer with the collected data; answers the request id. */
    requestScoring: fromPromise<{ scoringRequestId: number }, { steps: RegistrationData['steps']; bankCardId: number | null }>(
      notInjected('requestScoring'),
    ),
    /** GET Loans/CheckScoringAnswer/{id}. */
    checkScoringAnswer: fromPromise<ScoringAnswer, { scoringRequestId: number }>(notInjected('checkScoringAnswer')),
    /** Asks the session to route the client by requirements §2.5; resolves once it has. */
    leaveForCabinet: fromPromise<void, void>(notInjected('leaveForCabinet')),
  },
  actions: {
    advance: assign(({ context }) => ({
      currentStep: nextStep(context.currentStep),
      furthestStep: laterStep(context.furthestStep, nextStep(context.currentStep)),
      stepMessage: null,
    })),
    /** The typed draft of the current step (never the password or a code). */
    keepDraft: assign(({ context }, params: { values: Values }) => ({
      steps: writeStep(context.steps, context.currentStep, (d) => ({ ...d, ...withoutPrivate(params.values) })),
    })),
    mergeInto: assign(({ context }, params: { step: RegistrationStepName; data: StepData }) => ({
      steps: writeStep(context.steps, params.step, (d) => ({ ...d, ...params.data })),
    })),
    replaceData: assign(({ context }, params: { step: RegistrationStepName; data: StepData }) => ({
      steps: writeStep(context.steps, params.step, () => ({ ...params.data })),
    })),
    goToStep: assign((_, params: { step: RegistrationStepName }) => ({ currentStep: params.step, stepMessage: null })),
    /** Answers the step's form: the server's errors beside their fields, or the form's message. */
    refuseForm: sendTo('stepForm', (_, params: { error: unknown }) => ({ type: 'form.failed' as const, ...failureOf(params.error) })),
    acceptForm: sendTo('stepForm', { type: 'form.accepted' as const }),
    fillForm: sendTo('stepForm', (_, params: { values: Values }) => ({ type: 'form.setValues' as const, values: params.values })),
    rememberStepMessage: assign((_, params: { error: unknown }) => ({ stepMessage: failureOf(params.error).form })),
    clearStepMessage: assign({ stepMessage: null }),
    rememberPhotoProblem: assign(({ event }) => ({ stepMessage: 'file' in event ? photoError(event.file) : null })),
    /** The step named in the address, when the guard of the address bar lets it open. */
    visitWantedStep: assign(({ context }) => {
      const wanted = context.wantedStep;
      const visitable = wanted && wanted !== 'SCORING' && stepIndex(wanted) <= stepIndex(context.furthestStep);
      return visitable ? { currentStep: wanted, wantedStep: null } : { wantedStep: null };
    }),
    leaveForCardLink: (_, _params: { url: string }) => {},
    logError: (_, _params: { where: string; error: unknown }) => {},
    rememberScoringError: assign((_, params: { error: unknown }) => ({ scoringError: errorMessage(params.error) })),
  },
  guards: {
    hasScoringRequest: ({ context }) => context.scoringRequestId !== null,
    isAtScoring: ({ context }) => context.currentStep === 'SCORING',
    isApproved: ({ context }) => context.scoringStatus === 'approved',
    isAtFirstStep: ({ context }) => context.currentStep === 'REGISTRATION',
    isStep: ({ context }, params: { step: RegistrationStepName }) => context.currentStep === params.step,
    hasCodeSent: ({ context }) => Boolean(dataOf(context, 'REGISTRATION').codeSentTo),
    hasBankCard: ({ context }) => context.bankCardId !== null,
    isPhotoUnacceptable: ({ event }) => 'file' in event && photoError(event.file) !== null,
    hasCardPhoto: ({ context }) => Boolean(dataOf(context, 'BANK_CARD_PHOTO_REGISTRATION').uploadedName),
    /** Forward only to a visited step; the application (SCORING) is never reached by address. */
    canVisit: ({ context }, params: { step: RegistrationStepName }) =>
      params.step !== 'SCORING' && stepIndex(params.step) <= stepIndex(context.furthestStep),
    /** A signed-in client whose wanted step this browser cannot open (or who starts afresh) asks the server. */
    shouldAskServer: ({ context }, params: { step: RegistrationStepName | null; signedIn: boolean }) => {
      if (!params.signedIn) return false;
      if (!params.step) return context.currentStep === 'REGISTRATION';
      const visitable = params.step !== 'SCORING' && stepIndex(params.step) <= stepIndex(context.furthestStep);
      return params.step !== context.currentStep && !visitable;
    },
  },
  delays: {
    scoringPollInterval: 3000,
  },
});

export { formValuesOf };
