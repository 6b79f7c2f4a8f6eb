// The cabinet flows' path models (npm run test:model): which events, with which payloads, drive
// each machine through all of its states and transitions. Invoked actors never settle in a
// replay: the model's done/error events decide. Refusals carry the words the faked server says,
// so the page's actor and the model's end with the same context.
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { agreementSigningMachine } from '../../../machines/agreement-signing.machine';
import { cardsMachine } from '../../../machines/cards.machine';
import { loanOfferMachine } from '../../../machines/loan-offer.machine';
import { newLoanMachine } from '../../../machines/new-loan.machine';
import { profileEditMachine } from '../../../machines/profile-edit.machine';
import { prolongationMachine } from '../../../machines/prolongation.machine';
import { CALCULATOR_SETTINGS } from '../../../server/modules/loans/calculator';
import { PHONE_CHANGE_LOCKED } from '../../../src/domain/messages';
import { NEW_LOAN_NOT_NOW } from '../../../src/domain/new-loan';
import type { PathModel } from '../coverage';

const never = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

/** The ids of the invocations of `src` (an invoke without an id gets `<index>.<state id>`). */
export const invokeIdsOf = (machine: AnyStateMachine, src: string): string[] =>
  getStateNodes(machine.root).flatMap((node) => node.invoke.filter((i) => i.src === src).map((i) => i.id));

/** The actor `src` invoked by: its invocation id → its src, to answer its call on the faked server. */
export const srcOfInvoke = (machine: AnyStateMachine, id: string): string =>
  getStateNodes(machine.root).flatMap((node) => node.invoke).find((i) => i.id === id)?.src as string;

const answers = (kind: 'done' | 'error', machine: AnyStateMachine, src: string, payloads: unknown[]): Record<string, AnyEventObject[]> =>
  Object.fromEntries(
    invokeIdsOf(machine, src).map((id) => [`xstate.${kind}.actor.${id}`, payloads.map((p) => ({ type: `xstate.${kind}.actor.${id}`, [kind === 'done' ? 'output' : 'error']: p }))]),
  );
const done = (machine: AnyStateMachine, src: string, ...outputs: unknown[]) => answers('done', machine, src, outputs);
const error = (machine: AnyStateMachine, src: string, ...errors: unknown[]) => answers('error', machine, src, errors);

/** The faked server's refusal, as the API layer turns it into an error. */
export const SERVER_DOWN = 'Сервис временно недоступен';

export const CARD_PROVIDER_URL = 'http://localhost:3000/lk/cards#card-provider';
export const OTHER_CARD = 2;
export const OFFER_LOAN = 9;

export const cardsModel: PathModel = {
  name: 'cards',
  machine: cardsMachine.provide({ actors: { startCardLink: never(), setDefaultCard: never(), selectCardForLoan: never() } }),
  inputs: [undefined],
  events: {
    'card.makeDefault': [{ type: 'card.makeDefault', cardId: OTHER_CARD }],
    'card.selectForLoan': [{ type: 'card.selectForLoan', cardId: OTHER_CARD, loanId: OFFER_LOAN }],
    ...done(cardsMachine, 'startCardLink', { Url: CARD_PROVIDER_URL }, { Url: null }),
    ...error(cardsMachine, 'startCardLink', new Error(SERVER_DOWN)),
    ...done(cardsMachine, 'setDefaultCard', { Success: true }),
    ...error(cardsMachine, 'setDefaultCard', new Error(SERVER_DOWN)),
    ...done(cardsMachine, 'selectCardForLoan', { Success: true }),
    ...error(cardsMachine, 'selectCardForLoan', new Error(SERVER_DOWN)),
  },
};

// ——— prolongation ———

export const PROLONGED_LOAN = 7;
export const PROLONGATION_SETTINGS = { MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 };
export const CODE_SENT = { CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-00-10' };
export const WRONG_CODE = 'Неверный код. Осталось попыток: 2';
/** A refused code as the signing flows place it (src/flows/sms-signing.ts): beside the code field. */
export const CODE_REFUSED = { fields: { code: WRONG_CODE }, form: null };
/** What the server prices a term at: the fee and the new due date move with the days. */
export const prolongationOffer = (days: number) => ({
  Days: days,
  Fee: days * 4_000,
  NewDueDate: `2026-12-${String(10 + days).padStart(2, '0')}`,
  Agreement: { Id: 70, Name: 'Дополнительное соглашение', Content: '<p>Текст соглашения о продлении</p>' },
});

export const prolongationModel: PathModel = {
  name: 'prolongation',
  machine: prolongationMachine.provide({ actors: { fetchSettings: never(), fetchOffer: never(), requestCode: never(), confirmProlongation: never() } }),
  inputs: [{ loanId: PROLONGED_LOAN }],
  events: {
    ...done(prolongationMachine, 'fetchSettings', { Available: true, ...PROLONGATION_SETTINGS }, { Available: false, ...PROLONGATION_SETTINGS }),
    ...error(prolongationMachine, 'fetchSettings', new Error(SERVER_DOWN)),
    // Another term than the one chosen (the machine ignores the same term twice).
    'days.set': (s) => [{ type: 'days.set', days: s.context.days === 10 ? 12 : 10 }],
    ...Object.fromEntries(
      invokeIdsOf(prolongationMachine, 'fetchOffer').map((id) => [`xstate.done.actor.${id}`, (s: AnyMachineSnapshot) => [{ type: `xstate.done.actor.${id}`, output: prolongationOffer(s.context.days) }]]),
    ),
    ...error(prolongationMachine, 'fetchOffer', new Error(SERVER_DOWN)),
    'consent.set': [
      { type: 'consent.set', value: true },
      { type: 'consent.set', value: false },
    ],
    ...done(prolongationMachine, 'requestCode', CODE_SENT),
    ...error(prolongationMachine, 'requestCode', new Error(SERVER_DOWN)),
    'form.submitted': [{ type: 'form.submitted', form: 'smsCode', values: { code: '123 456' } }],
    ...done(prolongationMachine, 'confirmProlongation', { Success: true }),
    ...error(prolongationMachine, 'confirmProlongation', CODE_REFUSED),
  },
  // Only what guards read: the days are the chosen term's (any allowed term is alike).
  serializeState: (s) => JSON.stringify([s.value, s.context.consent, s.context.sentTo !== '', s.context.error !== null]),
};

// ——— agreement signing ———

export const AGREEMENT_ID = 41;
export const AGREEMENT = { Id: AGREEMENT_ID, Name: 'Согласие на обработку персональных данных', Content: '<p>Текст согласия</p>' };

export const agreementSigningModel: PathModel = {
  name: 'agreementSigning',
  machine: agreementSigningMachine.provide({ actors: { fetchAgreement: never(), requestCode: never(), signAgreement: never() } }),
  inputs: [{ agreementId: AGREEMENT_ID }],
  events: {
    ...done(agreementSigningMachine, 'fetchAgreement', { ...AGREEMENT, IsSigned: false }, { ...AGREEMENT, IsSigned: true }),
    ...error(agreementSigningMachine, 'fetchAgreement', new Error(SERVER_DOWN)),
    ...done(agreementSigningMachine, 'requestCode', CODE_SENT),
    ...error(agreementSigningMachine, 'requestCode', new Error(SERVER_DOWN)),
    'form.submitted': [{ type: 'form.submitted', form: 'smsCode', values: { code: '123 456' } }],
    ...done(agreementSigningMachine, 'signAgreement', { Success: true }),
    ...error(agreementSigningMachine, 'signAgreement', CODE_REFUSED),
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.sentTo !== '', s.context.error !== null, s.context.document?.IsSigned ?? null]),
};

// ——— new loan ———

export const SCORING_ID = 77;
/** The calculator's own choice: the amount (roubles) and term the page offers first. */
export const NEW_LOAN_CHOICE = { amount: CALCULATOR_SETTINGS.DefaultAmount / 100, term: CALCULATOR_SETTINGS.DefaultTerm };
/** A loan still being repaid: the reason the model's «not now» stands for (NEW_LOAN_NOT_NOW[4]). */
export const OPEN_LOAN = { Id: 5, Status: 4, StatusLoan: { Id: 4, State: 4, Title: 'Действует', Capabilities: [] } };
export const CLOSED_LOAN = { Id: 2, Status: 7, StatusLoan: { Id: 7, State: 7, Title: 'Закрыт', Capabilities: [] } };
/** GET /api/Account/RegistrationCalculator for a returning client who has not chosen yet. */
export const CALCULATOR_ANSWER = { Settings: { ...CALCULATOR_SETTINGS, IsFirstLoan: false }, Amount: CALCULATOR_SETTINGS.DefaultAmount, Term: CALCULATOR_SETTINGS.DefaultTerm, IsChosen: false };
const scoring = (status: 'pending' | 'approved' | 'refused') => ({ id: SCORING_ID, status });

export const newLoanModel: PathModel = {
  name: 'newLoan',
  machine: newLoanMachine.provide({ actors: { checkEligible: never(), requestScoring: never(), checkScoring: never() } }),
  inputs: [undefined],
  events: {
    ...done(newLoanMachine, 'checkEligible', null, NEW_LOAN_NOT_NOW[4]),
    ...error(newLoanMachine, 'checkEligible', new Error(SERVER_DOWN)),
    'loan.request': [{ type: 'loan.request', ...NEW_LOAN_CHOICE }],
    ...done(newLoanMachine, 'requestScoring', scoring('pending'), scoring('approved'), scoring('refused')),
    ...error(newLoanMachine, 'requestScoring', new Error(SERVER_DOWN)),
    ...done(newLoanMachine, 'checkScoring', scoring('pending'), scoring('approved'), scoring('refused')),
    ...error(newLoanMachine, 'checkScoring', new Error(SERVER_DOWN)),
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.error !== null]),
};

// ——— loan offer ———

export const OFFER_LOAN_ID = 12;
/** The offer's individual conditions as the server states them (kopecks, days). */
export const OFFER_TERMS = {
  Amount: 1_000_000,
  Term: 14,
  InterestRatePerDay: 0.8,
  Interest: 112_000,
  Total: 1_112_000,
  DueDate: '2026-12-10',
  Psk: 292,
  PromoApplied: false,
  /** A paid service offered apart from the contract: ticked or not, a consent of its own. */
  Services: [{ Id: 41, ExpenseType: 4 as const, Amount: 9_900, Name: 'Услуга «Кредитный рейтинг»', IsService: true }],
};
/** A refused code answers 4xx: the code is typed again; a failed server keeps it. */
const codeRefused = Object.assign(new Error(WRONG_CODE), { status: 400 });
const serverFailed = Object.assign(new Error(SERVER_DOWN), { status: 503 });

export const loanOfferModel: PathModel = {
  name: 'loanOffer',
  machine: loanOfferMachine.provide({ actors: { fetchOffer: never(), requestCode: never(), acceptOffer: never(), declineOffer: never() } }),
  inputs: [undefined],
  events: {
    ...done(loanOfferMachine, 'fetchOffer', null, { ...OFFER_TERMS, LoanId: OFFER_LOAN_ID }),
    ...error(loanOfferMachine, 'fetchOffer', serverFailed),
    'consent.set': [
      { type: 'consent.set', value: true },
      { type: 'consent.set', value: false },
    ],
    'service.set': [
      { type: 'service.set', id: 41, value: true },
      { type: 'service.set', id: 41, value: false },
    ],
    'code.change': [{ type: 'code.change', value: '123456' }],
    ...done(loanOfferMachine, 'requestCode', CODE_SENT),
    ...error(loanOfferMachine, 'requestCode', serverFailed),
    ...done(loanOfferMachine, 'acceptOffer', { Success: true }),
    ...error(loanOfferMachine, 'acceptOffer', codeRefused, serverFailed),
    ...done(loanOfferMachine, 'declineOffer', { Success: true }),
    ...error(loanOfferMachine, 'declineOffer', serverFailed),
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.consent, s.context.services.length > 0, s.context.code.length === s.context.codeLength, s.context.sentTo !== '', s.context.error !== null]),
};

// ——— profile edit ———

/** The holder's birth date the passport's issue date is checked against (PROFILE's, as the page reads it). */
export const HOLDER_BIRTH_DATE = '17.05.1990';
export const PHONE_TAKEN = 'Этот номер уже используется другим клиентом';
/** A file named in the graph's event keys (a File serialises to {}: two files would be one event). */
const named = (file: File) => Object.assign(file, { toJSON: () => file.name });
export const GOOD_PHOTO = named(new File(['photo'], 'passport.jpg', { type: 'image/jpeg' }));
export const WRONG_PHOTO = named(new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }));

/** What a sent change answers, by kind: a code for a new phone, review or saved for a passport. */
const changeOutcomes = (s: AnyMachineSnapshot) => (s.context.kind === 'phone' ? [{ next: 'code', ...CODE_SENT }] : [{ next: 'review' }, { next: 'saved' }]);

export const profileEditModel: PathModel = {
  name: 'profileEdit',
  machine: profileEditMachine.provide({ actors: { checkAllowed: never(), sendChange: never(), confirmChange: never() } }),
  inputs: [{ kind: 'phone', initial: {} }, { kind: 'passport', initial: { holderBirthDate: HOLDER_BIRTH_DATE } }],
  events: {
    ...done(profileEditMachine, 'checkAllowed', null, PHONE_CHANGE_LOCKED),
    ...error(profileEditMachine, 'checkAllowed', new Error(SERVER_DOWN)),
    'photo.choose': [
      { type: 'photo.choose', file: GOOD_PHOTO },
      { type: 'photo.choose', file: WRONG_PHOTO },
    ],
    // The form sends only values its rules accept (its own rules are tested with the form).
    'form.submitted': (s) => [{ type: 'form.submitted', form: s.matches('confirming') ? 'smsCode' : 'editForm', values: s.matches('confirming') ? { code: '123 456' } : {} }],
    ...Object.fromEntries(
      invokeIdsOf(profileEditMachine, 'sendChange').map((id) => [`xstate.done.actor.${id}`, (s: AnyMachineSnapshot) => changeOutcomes(s).map((output) => ({ type: `xstate.done.actor.${id}`, output }))]),
    ),
    // A refusal placed beside a field, or one for the whole form (then also the resend's message).
    ...error(profileEditMachine, 'sendChange', { fields: { phone: PHONE_TAKEN }, form: null }, { fields: {}, form: SERVER_DOWN }),
    ...done(profileEditMachine, 'confirmChange', { Success: true }),
    ...error(profileEditMachine, 'confirmChange', CODE_REFUSED),
  },
  // The page's controls are disabled while the flow is busy; only the passport's form has a photo;
  // only the phone's change is refused beside the phone.
  filterEvents: (s, e) =>
    (e.type.startsWith('xstate.') || !s.hasTag('busy')) &&
    (e.type !== 'photo.choose' || s.context.kind === 'passport') &&
    !(e.type.startsWith('xstate.error.actor.') && s.context.kind !== 'phone' && (e.error as { fields?: { phone?: string } }).fields?.phone !== undefined),
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.kind, s.context.photo !== null, s.context.photoError, s.context.sentTo !== '', s.context.error !== null]),
};
