// Server errors beside their field: the contract's `{ Errors: [{ ErrorCode, Message }] }` has
// no field name, so a known code or the validator's "body/Field …" path places the message.
import { ApiError } from '@/api/errors';
import { SERVER_ERROR } from '@/domain/startup-messages';

export type FieldMap<F extends string> = Partial<Record<string, F>>;

export interface PlacedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

const PATH = /^body\/([A-Za-z]+)/;
// The contract validator answers in English ("body/Phone must match pattern …"): the client sees these.
const FIELD_INVALID = 'Проверьте значение поля';
const FORM_INVALID = 'Проверьте введённые данные';

/** `byCode` maps error codes, `byBodyField` the contract's field names, to the form's fields. */
export function placeErrors<F extends string>(error: unknown, byCode: FieldMap<F>, byBodyField: FieldMap<F> = {}): PlacedErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, form: SERVER_ERROR };
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const item of error.errors) {
    const bodyField = PATH.exec(item.Message)?.[1];
    const field = byCode[item.ErrorCode] ?? (bodyField ? byBodyField[bodyField] : undefined);
    const invalid = item.ErrorCode === 'VALIDATION_ERROR';
    if (field && !fields[field]) fields[field] = invalid ? FIELD_INVALID : item.Message;
    else rest.push(invalid ? FORM_INVALID : item.Message);
  }
  const form = rest[0] ?? (Object.keys(fields).length === 0 ? error.message || SERVER_ERROR : null);
  return { fields, form };
}

/** One line for a request that has no fields to show errors beside (an upload, a resend). */
export const errorText = (error: unknown): string => placeErrors(error, {}).form ?? SERVER_ERROR;
