// The forms of the registration steps: their fields, and form actors without rules that the
// machine declares as stubs. The app provides the same forms with their zod schemas (requirements §5
// messages, src/flows/registration/step-forms.ts), tests may provide their own.
import { createFormMachine, type FormMachine, type FormSchema } from './form.machine';

export const PERSONAL_FIELDS = ['phone', 'lastName', 'firstName', 'middleName', 'birthDate', 'email', 'password', 'acceptRules', 'acceptPersonalData'] as const;
export const CODE_FIELDS = ['code'] as const;
/** `holderBirthDate` is the first step's birth date, carried so the issue date can be checked against it. */
export const PASSPORT_FIELDS = ['passport', 'issueDate', 'departmentCode', 'issuedBy', 'birthPlace', 'holderBirthDate'] as const;
/** Each address is its typed query plus the parts of the suggestion picked (empty until picked). */
export const ADDRESS_PARTS = ['query', 'postCode', 'region', 'city', 'street', 'house', 'flat'] as const;
export const ADDRESS_FIELDS = [
  ...ADDRESS_PARTS.map((p) => `registration.${p}` as const),
  'sameAsRegistration',
  ...ADDRESS_PARTS.map((p) => `actual.${p}` as const),
] as const;
export const EMPLOYMENT_FIELDS = ['employmentType', 'employerName', 'position', 'workPhone', 'monthlyIncome', 'monthlyExpenses'] as const;

export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type CodeField = (typeof CODE_FIELDS)[number];
export type PassportField = (typeof PASSPORT_FIELDS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type EmploymentField = (typeof EMPLOYMENT_FIELDS)[number];

/** A checkbox in a form of strings. */
export const CHECKED = 'true';

/** Typed values that are never written to the stored draft. */
export const PRIVATE_FIELDS: readonly string[] = ['password', 'code'];

export interface RegistrationForms {
  personalForm: FormMachine<PersonalField>;
  codeForm: FormMachine<CodeField>;
  passportForm: FormMachine<PassportField>;
  addressForm: FormMachine<AddressField>;
  employmentForm: FormMachine<EmploymentField>;
}

/** The forms with the given schemas (every form reports its changes: the draft is stored). */
export function registrationForms(schemas: {
  personal?: FormSchema<PersonalField>;
  code?: FormSchema<CodeField>;
  passport?: FormSchema<PassportField>;
  address?: FormSchema<AddressField>;
  employment?: FormSchema<EmploymentField>;
} = {}): RegistrationForms {
  return {
    personalForm: createFormMachine({ id: 'personalForm', fields: PERSONAL_FIELDS, schema: schemas.personal, reportChanges: true }),
    codeForm: createFormMachine({ id: 'codeForm', fields: CODE_FIELDS, schema: schemas.code, reportChanges: true }),
    passportForm: createFormMachine({ id: 'passportForm', fields: PASSPORT_FIELDS, schema: schemas.passport, reportChanges: true }),
    addressForm: createFormMachine({ id: 'addressForm', fields: ADDRESS_FIELDS, schema: schemas.address, reportChanges: true }),
    employmentForm: createFormMachine({ id: 'employmentForm', fields: EMPLOYMENT_FIELDS, schema: schemas.employment, reportChanges: true }),
  };
}

/** The string values a form starts from: the step's stored draft (anything not a string is left out). */
export function formValuesOf(data: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function withoutPrivate(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !PRIVATE_FIELDS.includes(k)));
}
