// The forms of the registration steps: their fields, and form actors without rules that the
// machine declares as stubs. The app provides the same forms with their validation (SPEC §5
// messages, src/flows/registration/step-forms.ts), tests may provide their own.
import { createFormMachine, type FormMachine } from './form.machine';

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

export const REGISTRATION_FORM_IDS = {
  personal: 'personalForm',
  code: 'codeForm',
  passport: 'passportForm',
  address: 'addressForm',
  employment: 'employmentForm',
} as const;

const noRules = () => ({});

export interface RegistrationForms {
  personalForm: FormMachine<PersonalField>;
  codeForm: FormMachine<CodeField>;
  passportForm: FormMachine<PassportField>;
  addressForm: FormMachine<AddressField>;
  employmentForm: FormMachine<EmploymentField>;
}

/** The forms with the given validation (every form reports its changes: the draft is stored). */
export function registrationForms(rules: {
  personal?: (v: Record<PersonalField, string>) => Partial<Record<PersonalField, string | null>>;
  code?: (v: Record<CodeField, string>) => Partial<Record<CodeField, string | null>>;
  passport?: (v: Record<PassportField, string>) => Partial<Record<PassportField, string | null>>;
  address?: (v: Record<AddressField, string>) => Partial<Record<AddressField, string | null>>;
  employment?: (v: Record<EmploymentField, string>) => Partial<Record<EmploymentField, string | null>>;
} = {}): RegistrationForms {
  return {
    personalForm: createFormMachine({ id: 'personalForm', fields: PERSONAL_FIELDS, validate: rules.personal ?? noRules, reportChanges: true }),
    codeForm: createFormMachine({ id: 'codeForm', fields: CODE_FIELDS, validate: rules.code ?? noRules, reportChanges: true }),
    passportForm: createFormMachine({ id: 'passportForm', fields: PASSPORT_FIELDS, validate: rules.passport ?? noRules, reportChanges: true }),
    addressForm: createFormMachine({ id: 'addressForm', fields: ADDRESS_FIELDS, validate: rules.address ?? noRules, reportChanges: true }),
    employmentForm: createFormMachine({ id: 'employmentForm', fields: EMPLOYMENT_FIELDS, validate: rules.employment ?? noRules, reportChanges: true }),
  };
}

/** The string values a form starts from: the step's stored draft (anything not a string is left out). */
export function formValuesOf(data: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function withoutPrivate(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !PRIVATE_FIELDS.includes(k)));
}
