// Shared parts of the flows that sign a document with an SMS code (prolongation, agreements):
// the code form (one form actor, machines/form.machine.ts; the app provides it with the SPEC §5
// SMS-code validation), what a sent code tells, and how a refusal reaches the form.
import { createFormMachine } from './form.machine';

export type SmsCodeField = 'code';

/** Placeholder: the app provides the validated form (src/flows/sms-signing.ts); tests their own. */
export const smsCodeFormLogic = createFormMachine<SmsCodeField>({ id: 'smsCode', fields: ['code'], validate: () => ({}) });

export interface CodeSent {
  CodeLength: number;
  ResendAfterSeconds: number;
  SentTo?: string;
}

/** What a refused signature rejects with: errors placed by field (the app places the server's). */
export interface SigningFailure {
  fields?: Partial<Record<SmsCodeField, string>>;
  form?: string | null;
}

export const messageOf = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  const placed = error as SigningFailure | null;
  return placed?.form ?? placed?.fields?.code ?? 'Ошибка на сервере';
};

export const failureOf = (error: unknown): SigningFailure => {
  const placed = error as SigningFailure | null;
  if (placed && (placed.fields || placed.form !== undefined) && !(error instanceof Error)) return { fields: placed.fields ?? {}, form: placed.form ?? null };
  return { fields: {}, form: messageOf(error) };
};

/** Digits of the typed code (the mask shows "123 456"). */
export const codeDigits = (value: string): string => value.replace(/\D/g, '');
