// View-side types and selectors for the call-back machine's snapshot.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { callBackMachine } from '@machines/call-back.machine';
import type { CallBackField } from '@machines/call-back.validation';

export type CallBackActorRef = ActorRefFrom<typeof callBackMachine>;
type Snapshot = SnapshotFrom<typeof callBackMachine>;

export const selectField = (field: CallBackField) => (s: Snapshot): string => s.context.fields[field].value;
/** A server message stays until the field is focused again; otherwise the lazy check's result. */
export const selectFieldMessage = (field: CallBackField) => (s: Snapshot): string | null =>
  s.context.fields[field].serverError ?? s.context.fields[field].error;
export const selectFormError = (s: Snapshot): string | null => s.context.formError;
export const selectIsSubmitting = (s: Snapshot): boolean => s.hasTag('submitting');
export const selectIsSuccess = (s: Snapshot): boolean => s.hasTag('success');
export const selectNeedsChallenge = (s: Snapshot): boolean => s.hasTag('captchaV2');
export const selectCanSubmit = (s: Snapshot): boolean => s.can({ type: 'callBack.submit' });
