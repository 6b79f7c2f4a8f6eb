// The registration machine as a path model: the events a client (or the server) can cause at
// each state, with the payloads that decide its guards. Paths come from this with xstate/graph.
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { createFormMachine } from '../../../machines/form.machine';
import { registrationMachine } from '../../../machines/registration.machine';
import { nextStep } from '../../../machines/registration.steps';
import type { PathModel } from '../coverage';
import { AT_SCORING, DRAFTED } from './registration-fixtures';

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;
const done = (id: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${id}`]: outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })) });
const error = (id: string) => ({ [`xstate.error.actor.${id}`]: [{ type: `xstate.error.actor.${id}`, error: new Error('refused') }] });
const stub = (id: string) => createFormMachine({ id, fields: [] }) as never;

export const PNG = new File(['png'], 'card.png', { type: 'image/png' });
export const GIF = new File(['gif'], 'card.gif', { type: 'image/gif' });

const ACTORS = ['startRegistration', 'sendRegistration', 'confirmRegistration', 'recognizePassport', 'savePassport', 'saveAddress', 'loadCards', 'requestCardLink', 'uploadCardPhoto', 'saveWorksheet', 'requestScoring', 'checkScoringAnswer', 'leaveForCabinet'];

/** The form the current step invoked (its id names the form in form.submitted / form.changed). */
export const formOf = (s: AnyMachineSnapshot): string | null => {
  const form = s.children.stepForm as { id?: string; logic?: { id?: string } } | undefined;
  return form?.logic?.id ?? null;
};

export const registrationPathModel: PathModel = {
  name: 'registration',
  machine: registrationMachine.provide({
    actors: {
      ...Object.fromEntries(ACTORS.map((a) => [a, never()])),
      personalForm: stub('personalForm'),
      codeForm: stub('codeForm'),
      passportForm: stub('passportForm'),
      addressForm: stub('addressForm'),
      employmentForm: stub('employmentForm'),
    },
  }),
  inputs: [{ restored: DRAFTED }, { restored: AT_SCORING }],
  events: {
    'registration.arrive': [
      { type: 'registration.arrive', step: null, signedIn: false },
      { type: 'registration.arrive', step: null, signedIn: true },
    ],
    'step.visit': (s) => [{ type: 'step.visit', step: nextStep(s.context.currentStep) }],
    'step.mergeData': [{ type: 'step.mergeData', step: 'REGISTRATION', data: {} }],
    'form.submitted': (s) => [{ type: 'form.submitted', form: formOf(s) ?? '', values: {} }],
    'form.changed': (s) => [{ type: 'form.changed', form: formOf(s) ?? '', values: {} }],
    'code.resent': [{ type: 'code.resent', sentTo: null, resendAt: 0 }],
    // `name` tells the variants apart in the graph (a File serialises to {}).
    'passport.photo': [
      { type: 'passport.photo', file: PNG, name: PNG.name },
      { type: 'passport.photo', file: GIF, name: GIF.name },
    ],
    'cardPhoto.select': [
      { type: 'cardPhoto.select', file: PNG, name: PNG.name },
      { type: 'cardPhoto.select', file: GIF, name: GIF.name },
    ],
    ...done('startRegistration', { currentStep: 'PASSPORT_REGISTRATION' }, { currentStep: 'SCORING' }),
    ...done('sendRegistration', { sentTo: '+7 (***) ***-45-67', resendAt: 0 }),
    ...done('confirmRegistration', undefined),
    ...done('recognizePassport', { passport: '4511 654321' }, null),
    ...done('savePassport', undefined),
    ...done('saveAddress', undefined),
    ...done('loadCards', { bankCardId: 5, bankCardMask: '•••• 4242' }, { bankCardId: null, bankCardMask: null }),
    ...done('requestCardLink', { url: 'https://pay.example/card-form' }),
    ...done('uploadCardPhoto', { fileName: 'card.png' }),
    ...done('saveWorksheet', undefined),
    ...done('requestScoring', { scoringRequestId: 42 }),
    ...done('checkScoringAnswer', { status: 'approved' }, { status: 'refused' }, { status: 'pending' }),
    ...done('leaveForCabinet', undefined),
    ...Object.assign({}, ...ACTORS.map(error)),
  },
  serializeState: (s) => {
    const c = s.context;
    const data = (step: string) => c.steps.find((x: { stepName: string }) => x.stepName === step)?.data ?? {};
    return JSON.stringify([s.value, c.currentStep, c.furthestStep, Boolean(data('REGISTRATION').codeSentTo), c.bankCardId !== null, Boolean(data('BANK_CARD_PHOTO_REGISTRATION').uploadedName), c.scoringRequestId !== null, s.matches({ scoring: 'leaving' }) ? c.scoringStatus : null]);
  },
  // Events the screens send only in one place: the loan choice is changed on the first form,
  // and the registration starts afresh only when a decided application leads to the cabinet.
  // Moves between steps are tried where they mean something (back from the passport, forward
  // from the first step once the passport was reached), so the graph stays small.
  filterEvents: (s, e: AnyEventObject) => {
    // After a reset (a fresh start, nothing typed) the paths above already cover every step.
    if (s.matches('filling') && !s.context.steps[0].data.phone) return false;
    if (e.type === 'step.mergeData') return s.matches({ filling: { personal: 'editing' } });
    // No screen replaces a step's data (tests/model/ui-machines.ts says why); a logout's reset is tried on the passport step.
    if (e.type === 'step.replaceData') return false;
    if (e.type === 'registration.reset') return s.context.currentStep === 'PASSPORT_REGISTRATION' && s.hasTag('form') && !s.hasTag('submitting');
    if (e.type === 'step.back') return s.matches('scoring') || s.matches({ filling: { passport: { entry: 'editing' } } });
    if (e.type === 'step.visit') return s.matches({ filling: { personal: 'editing' } });
    if (e.type === 'form.changed') return s.hasTag('form') && !s.hasTag('submitting') && !s.hasTag('error');
    return true;
  },
};
