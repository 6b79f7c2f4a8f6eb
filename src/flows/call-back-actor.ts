// View-side types and selectors for the call-back machine's snapshot and its form actor.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { callBackMachine } from '@machines/call-back.machine';
import type { CallBackField } from '@machines/call-back.validation';
import type { FormActorRef } from '@machines/form.machine';

export type CallBackActorRef = ActorRefFrom<typeof callBackMachine>;
export type CallBackFormRef = FormActorRef<CallBackField>;
type Snapshot = SnapshotFrom<typeof callBackMachine>;

export const selectForm = (s: Snapshot): CallBackFormRef | undefined => s.children.form as CallBackFormRef | undefined;
export const selectIsSubmitting = (s: Snapshot): boolean => s.hasTag('submitting');
export const selectIsSuccess = (s: Snapshot): boolean => s.hasTag('success');
export const selectNeedsChallenge = (s: Snapshot): boolean => s.hasTag('captchaV2');
