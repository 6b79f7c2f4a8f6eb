// The six form steps of registration as states: each invokes its form actor ('stepForm') and
// its server calls; a step is editing → submitting → failed (the server's errors beside their
// fields) or done (the next step). Steps without a form (card, card photo) have their own calls.
import { assign, not } from 'xstate';
import type { FormSubmitted } from './form.machine';
import { formValuesOf } from './registration.forms';
import { previousStep as stepBefore } from './registration.steps';
import { dataOf, registrationSetup, type RegistrationEvent } from './registration.setup';

const CHOOSING = '#registration.filling.choosing';
const submittedValues = (event: RegistrationEvent) => (event as FormSubmitted<string>).values;
const keepDraft = { type: 'keepDraft', params: ({ event }: { event: RegistrationEvent }) => ({ values: submittedValues(event) }) } as const;
const refuseForm = { type: 'refuseForm', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const failed = { tags: ['error'], on: { 'form.submitted': { target: 'submitting', actions: keepDraft } } } as const;
const editing = { on: { 'form.submitted': { target: 'submitting', actions: keepDraft } } } as const;
const photoOf = (event: RegistrationEvent) => (event as { file: File }).file;

/** A photo is checked first (type, size); only an acceptable one is sent. Not while one is being sent. */
const photoSelect = (base: string, sending: string) => [
  { guard: 'isPhotoUnacceptable' as const, target: `${base}.failed`, actions: 'rememberPhotoProblem' as const },
  { target: `${base}.${sending}`, actions: 'clearStepMessage' as const },
];
const passportPhoto = () => photoSelect('#registration.filling.passport.recognition', 'recognizing');
const cardPhotoSelect = () => photoSelect('#registration.filling.cardPhoto', 'uploading');

/** The submitting state of a form step whose call saves the step: done → the next step. */
const savingStep = (src: 'savePassport' | 'saveAddress' | 'saveWorksheet', target: string) =>
  registrationSetup.createStateConfig({
    tags: ['submitting'],
    invoke: {
      id: src,
      src,
      input: ({ event }) => ({ values: submittedValues(event) }),
      onDone: { target, actions: 'advance' },
      onError: { target: 'failed', actions: refuseForm },
    },
  });

const personal = registrationSetup.createStateConfig({
  invoke: { id: 'stepForm', src: 'personalForm', input: ({ context }) => ({ values: formValuesOf(dataOf(context, 'REGISTRATION')) }) },
  on: { 'form.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) } } },
  initial: 'editing',
  states: {
    editing,
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'sendRegistration',
        src: 'sendRegistration',
        input: ({ event }) => ({ values: submittedValues(event) }),
        onDone: {
          target: '#registration.filling.personalCode',
          actions: {
            type: 'mergeInto',
            params: ({ context, event }) => ({
              step: 'REGISTRATION',
              data: { codeSentTo: event.output.sentTo ?? String(dataOf(context, 'REGISTRATION').phone ?? ''), codeResendAt: event.output.resendAt },
            }),
          },
        },
        onError: { target: 'failed', actions: refuseForm },
      },
    },
    failed,
  },
});

const personalCode = registrationSetup.createStateConfig({
  invoke: { id: 'stepForm', src: 'codeForm', input: {} },
  on: {
    'code.change': { target: 'personal', actions: { type: 'mergeInto', params: { step: 'REGISTRATION', data: { codeSentTo: '', codeResentTo: '' } } } },
    'code.resent': {
      actions: {
        type: 'mergeInto',
        params: ({ context, event }) => ({
          step: 'REGISTRATION',
          data: { codeSentTo: event.sentTo ?? dataOf(context, 'REGISTRATION').codeSentTo, codeResentTo: event.sentTo ?? dataOf(context, 'REGISTRATION').codeSentTo, codeResendAt: event.resendAt },
        }),
      },
    },
  },
  initial: 'editing',
  states: {
    editing: { on: { 'form.submitted': 'submitting' } },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'confirmRegistration',
        src: 'confirmRegistration',
        input: ({ context, event }) => ({ code: submittedValues(event).code ?? '', person: dataOf(context, 'REGISTRATION') }),
        onDone: { target: CHOOSING, actions: 'advance' },
        onError: { target: 'failed', actions: refuseForm },
      },
    },
    failed: { tags: ['error'], on: { 'form.submitted': 'submitting' } },
  },
});

const passport = registrationSetup.createStateConfig({
  type: 'parallel',
  invoke: {
    id: 'stepForm',
    src: 'passportForm',
    input: ({ context }) => ({
      values: { ...formValuesOf(dataOf(context, 'PASSPORT_REGISTRATION')), holderBirthDate: String(dataOf(context, 'REGISTRATION').birthDate ?? '') },
    }),
  },
  on: { 'form.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) } } },
  states: {
    entry: {
      initial: 'editing',
      states: {
        editing,
        submitting: savingStep('savePassport', CHOOSING),
        failed,
      },
    },
    // Reading the passport from a photo fills the form; the client checks and sends it.
    recognition: {
      initial: 'idle',
      states: {
        idle: { on: { 'passport.photo': passportPhoto() } },
        recognizing: {
          tags: ['recognizing'],
          invoke: {
            id: 'recognizePassport',
            src: 'recognizePassport',
            input: ({ event }) => ({ file: photoOf(event) }),
            onDone: [
              { guard: ({ event }) => event.output !== null, target: 'recognized', actions: { type: 'fillForm', params: ({ event }) => ({ values: event.output ?? {} }) } },
              { target: 'unreadable' },
            ],
            onError: { target: 'failed', actions: { type: 'rememberStepMessage', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        recognized: { tags: ['recognized'], on: { 'passport.photo': passportPhoto() } },
        unreadable: { tags: ['unreadable'], on: { 'passport.photo': passportPhoto() } },
        failed: { tags: ['photoFailed'], on: { 'passport.photo': passportPhoto() } },
      },
    },
  },
});

const address = registrationSetup.createStateConfig({
  invoke: { id: 'stepForm', src: 'addressForm', input: ({ context }) => ({ values: formValuesOf(dataOf(context, 'ADDRESS_REGISTRATION')) }) },
  on: { 'form.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) } } },
  initial: 'editing',
  states: {
    editing,
    submitting: savingStep('saveAddress', CHOOSING),
    failed,
  },
});

const cardActions = {
  'card.link': '#registration.filling.bankCard.linking',
  'step.next': { guard: 'hasBankCard', target: CHOOSING, actions: 'advance' },
} as const;

const bankCard = registrationSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        // The card the provider just linked is the one chosen.
        input: ({ context }) => ({ cardAdded: context.cardReturn?.cardAdded ?? null }),
        onDone: { target: 'ready', actions: assign({ bankCardId: ({ event }) => event.output.bankCardId, bankCardMask: ({ event }) => event.output.bankCardMask }) },
        onError: { target: 'loadFailed', actions: { type: 'rememberStepMessage', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { tags: ['error'], on: { 'cards.retry': { target: 'loading', actions: 'clearStepMessage' } } },
    ready: { on: cardActions },
    linking: {
      tags: ['busy'],
      entry: 'clearStepMessage',
      invoke: {
        id: 'requestCardLink',
        src: 'requestCardLink',
        onDone: { target: 'leaving', actions: { type: 'leaveForCardLink', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'linkFailed', actions: { type: 'rememberStepMessage', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    linkFailed: { tags: ['error'], on: cardActions },
    // The browser is on its way to the provider's page.
    leaving: { tags: ['busy'] },
  },
});

const photoDone = { guard: 'hasCardPhoto', target: CHOOSING, actions: 'advance' } as const;

const cardPhoto = registrationSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { on: { 'cardPhoto.select': cardPhotoSelect(), 'step.next': photoDone } },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadCardPhoto',
        src: 'uploadCardPhoto',
        input: ({ event }) => ({ file: photoOf(event) }),
        onDone: { target: 'idle', actions: { type: 'mergeInto', params: ({ event }) => ({ step: 'BANK_CARD_PHOTO_REGISTRATION', data: { uploadedName: event.output.fileName } }) } },
        onError: { target: 'failed', actions: { type: 'rememberStepMessage', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: ['error'], on: { 'cardPhoto.select': cardPhotoSelect(), 'step.next': photoDone } },
  },
});

const employment = registrationSetup.createStateConfig({
  invoke: { id: 'stepForm', src: 'employmentForm', input: ({ context }) => ({ values: formValuesOf(dataOf(context, 'EMPLOYMENT_REGISTRATION')) }) },
  on: { 'form.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) } } },
  initial: 'editing',
  states: {
    editing,
    submitting: savingStep('saveWorksheet', '#registration.scoring'),
    failed,
  },
});

/** `filling`: the current step's state, chosen from the context; moves between steps go through the guards. */
export const fillingState = registrationSetup.createStateConfig({
  tags: ['form'],
  initial: 'choosing',
  on: {
    'step.back': {
      guard: not('isAtFirstStep'),
      target: '.choosing',
      actions: assign({ currentStep: ({ context }) => stepBefore(context.currentStep), stepMessage: null }),
    },
    'step.visit': {
      guard: { type: 'canVisit', params: ({ event }) => ({ step: event.step }) },
      target: '.choosing',
      actions: { type: 'goToStep', params: ({ event }) => ({ step: event.step }) },
    },
  },
  states: {
    choosing: {
      always: [
        { guard: { type: 'isStep', params: { step: 'REGISTRATION' } }, target: 'choosingPersonal' },
        { guard: { type: 'isStep', params: { step: 'PASSPORT_REGISTRATION' } }, target: 'passport' },
        { guard: { type: 'isStep', params: { step: 'ADDRESS_REGISTRATION' } }, target: 'address' },
        { guard: { type: 'isStep', params: { step: 'BANK_CARD_REGISTRATION' } }, target: 'bankCard' },
        { guard: { type: 'isStep', params: { step: 'BANK_CARD_PHOTO_REGISTRATION' } }, target: 'cardPhoto' },
        { target: 'employment' },
      ],
    },
    choosingPersonal: { always: [{ guard: 'hasCodeSent', target: 'personalCode' }, { target: 'personal' }] },
    personal,
    personalCode,
    passport,
    address,
    bankCard,
    cardPhoto,
    employment,
  },
});
