// Changing one group of the client's data at /lk/profile-edit/{type} (issue 15): one statechart for
// the four kinds and the password. Editing the form → submitting → (phone, e-mail: a code to the
// new address → confirming) | (passport: under review) | (address, password: saved). A phone change is first checked
// against the client's loans (locked while one is unpaid, with the reason); a passport change
// needs a photo of the new passport, sent with the change. Effects are injected in
// src/flows/profile.ts; the app also provides the edit form of the kind with its SPEC §5 rules.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { createFormMachine, type FormSubmitted } from './form.machine';
import { photoError } from './registration.photo';
import { failureOf, messageOf, smsCodeFormLogic, type CodeSent, type SigningFailure } from './sms-signing';
import type { ProfileChangeKind as ProfileEditKind } from './profile-edit.kinds';

export type { ProfileChangeKind as ProfileEditKind } from './profile-edit.kinds';

/** What a sent change answers: a code on its way, a request under review, or applied at once. */
export type ChangeOutcome = ({ next: 'code' } & CodeSent) | { next: 'review' } | { next: 'saved' };

export interface ChangeInput {
  kind: ProfileEditKind;
  values: Record<string, string>;
  photo: File | null;
}

export interface ProfileEditContext {
  kind: ProfileEditKind;
  /** The values last sent: the form starts from them again after «Изменить» on the code step. */
  draft: Record<string, string>;
  photo: File | null;
  photoError: string | null;
  sentTo: string;
  resendAfterSeconds: number;
  /** Why the change cannot be made (locked) or what failed outside a form. */
  error: string | null;
}

export type ProfileEditEvent =
  | { type: 'photo.choose'; file: File }
  | { type: 'code.resend' }
  | { type: 'change.back' }
  | { type: 'check.retry' }
  | FormSubmitted<string>;

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** Placeholder: the app provides the kind's form with its rules (src/flows/profile.ts). */
export const profileEditFormLogic = createFormMachine<string>({ id: 'profileEditForm', fields: [], validate: () => ({}) });

export const PASSPORT_PHOTO_REQUIRED = 'Приложите фотографию разворота нового паспорта';

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    /** `initial`: values the form starts from (the holder's birth date the passport's issue date is checked against). */
    input: {} as { kind: ProfileEditKind; initial?: Record<string, string> },
  },
  actors: {
    /** Whether the change may be made now: null, or the reason it may not (a phone change with a loan unpaid). */
    checkAllowed: fromPromise<string | null, { kind: ProfileEditKind }>(notInjected('checkAllowed')),
    /** ApprovePhone / ApproveEmail / UserDataChange (with the photo uploaded first); rejects with a SigningFailure placed by field. */
    sendChange: fromPromise<ChangeOutcome, ChangeInput>(notInjected('sendChange')),
    /** ConfirmPhone / ConfirmEmail with the code; rejects with a SigningFailure. */
    confirmChange: fromPromise<unknown, { kind: ProfileEditKind; values: Record<string, string>; code: string }>(notInjected('confirmChange')),
    editForm: profileEditFormLogic,
    codeForm: smsCodeFormLogic,
  },
  actions: {
    /** The client's data changed: the profile's reads refetch. */
    dataChanged: () => {},
  },
  guards: {
    needsCheck: ({ context }) => context.kind === 'phone',
    needsPhoto: ({ context }) => context.kind === 'passport' && context.photo === null,
    isCodeSent: (_, params: { outcome: ChangeOutcome }) => params.outcome.next === 'code',
    isUnderReview: (_, params: { outcome: ChangeOutcome }) => params.outcome.next === 'review',
    isAllowed: (_, params: { reason: string | null }) => params.reason === null,
    isAcceptablePhoto: (_, params: { file: File }) => photoError(params.file) === null,
  },
  delays: {
    resendPause: ({ context }) => context.resendAfterSeconds * 1000,
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({ kind: input.kind, draft: input.initial ?? {}, photo: null, photoError: null, sentTo: '', resendAfterSeconds: 60, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'needsCheck', target: 'checking' }, { target: 'form' }] },
    checking: {
      tags: ['loading'],
      invoke: {
        src: 'checkAllowed',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          { guard: { type: 'isAllowed', params: ({ event }) => ({ reason: event.output }) }, target: 'form' },
          { target: 'locked', actions: assign({ error: ({ event }) => event.output }) },
        ],
        onError: { target: 'checkFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    checkFailed: { tags: ['checkFailed'], on: { 'check.retry': 'checking' } },
    locked: { tags: ['locked'] },
    form: {
      invoke: { id: 'editForm', src: 'editForm', input: ({ context }) => ({ values: context.draft }) },
      on: {
        'photo.choose': [
          { guard: { type: 'isAcceptablePhoto', params: ({ event }) => ({ file: event.file }) }, actions: assign({ photo: ({ event }) => event.file, photoError: null }) },
          { actions: assign({ photo: null, photoError: ({ event }) => photoError(event.file) }) },
        ],
      },
      initial: 'typing',
      states: {
        typing: {
          tags: ['editing'],
          on: {
            'form.submitted': [
              {
                guard: 'needsPhoto',
                actions: [assign({ photoError: PASSPORT_PHOTO_REQUIRED }), sendTo('editForm', { type: 'form.failed', fields: {}, form: null })],
              },
              { target: 'sending', actions: assign({ draft: ({ event }) => event.values, error: null }) },
            ],
          },
        },
        sending: {
          tags: ['editing', 'busy'],
          invoke: {
            src: 'sendChange',
            input: ({ context }) => ({ kind: context.kind, values: context.draft, photo: context.photo }),
            onDone: [
              {
                guard: { type: 'isCodeSent', params: ({ event }) => ({ outcome: event.output }) },
                target: '#profileEdit.confirming',
                actions: assign(({ event }) => {
                  const sent = event.output as CodeSent;
                  return { sentTo: sent.SentTo ?? '', resendAfterSeconds: sent.ResendAfterSeconds };
                }),
              },
              { guard: { type: 'isUnderReview', params: ({ event }) => ({ outcome: event.output }) }, target: '#profileEdit.underReview', actions: 'dataChanged' },
              { target: '#profileEdit.saved', actions: 'dataChanged' },
            ],
            onError: {
              target: 'typing',
              actions: sendTo('editForm', ({ event }) => ({ type: 'form.failed' as const, ...(failureOf(event.error) as SigningFailure) })),
            },
          },
        },
      },
    },
    confirming: {
      type: 'parallel',
      invoke: { id: 'codeForm', src: 'codeForm', input: {} },
      on: { 'change.back': { target: 'form', actions: assign({ sentTo: '', error: null }) } },
      states: {
        resend: {
          initial: 'waiting',
          states: {
            waiting: { after: { resendPause: 'ready' } },
            ready: { tags: ['canResend'], on: { 'code.resend': 'resending' } },
            resending: {
              tags: ['busy'],
              invoke: {
                src: 'sendChange',
                input: ({ context }) => ({ kind: context.kind, values: context.draft, photo: null }),
                onDone: {
                  target: 'waiting',
                  actions: assign(({ event }) => {
                    const sent = event.output as Partial<CodeSent>;
                    return { sentTo: sent.SentTo ?? '', resendAfterSeconds: sent.ResendAfterSeconds ?? 60, error: null };
                  }),
                },
                onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
              },
            },
          },
        },
        entry: {
          initial: 'typing',
          states: {
            typing: { tags: ['code'], on: { 'form.submitted': 'verifying' } },
            verifying: {
              tags: ['code', 'busy'],
              invoke: {
                src: 'confirmChange',
                input: ({ context, event }) => ({ kind: context.kind, values: context.draft, code: (event as FormSubmitted<'code'>).values.code.replace(/\s/g, '') }),
                onDone: { target: '#profileEdit.saved', actions: 'dataChanged' },
                onError: {
                  target: 'typing',
                  actions: sendTo('codeForm', ({ event }) => ({ type: 'form.failed' as const, ...failureOf(event.error) })),
                },
              },
            },
          },
        },
      },
    },
    underReview: { type: 'final', tags: ['underReview'] },
    saved: { type: 'final', tags: ['saved'] },
  },
});
