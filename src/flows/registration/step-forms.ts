// The registration forms' zod schemas (requirements §5 messages; texts the spec does not give are
// designed in src/domain/field-rules.ts). The app gives them to the form actors the registration
// machine invokes, so the form and the machine check the same thing.
import { z } from '@machines/zod';
import { parseCurrency } from '@/domain/masks';
import { REQUIRED } from '@/domain/messages';
import {
  CONSENT_REQUIRED,
  applicantBirthDateRule,
  emailRule,
  issueDateRule,
  issuedAfterAge,
  maskedRule,
  nameRule,
  onlyWhen,
  passwordRule,
  phoneRule,
  textRule,
} from '@/domain/field-rules';
import { ADDRESS_FIELDS, ADDRESS_PARTS, CHECKED, type AddressField, type EmploymentField } from '@machines/registration.forms';

/** A consent checkbox must be ticked. */
const consentRule = () => z.string().check(z.refine((value) => value === CHECKED, CONSENT_REQUIRED));

export const personalSchema = z.object({
  phone: phoneRule(),
  lastName: nameRule(),
  firstName: nameRule(),
  middleName: nameRule(false),
  birthDate: applicantBirthDateRule(),
  email: emailRule(),
  password: passwordRule(),
  acceptRules: consentRule(),
  acceptPersonalData: consentRule(),
});

/** `holderBirthDate` is the first step's birth date (the profile's form leaves it empty: no age check). */
export const passportSchema = z
  .object({
    passport: maskedRule('passport'),
    issueDate: issueDateRule(),
    departmentCode: maskedRule('departmentCode'),
    issuedBy: textRule(300),
    birthPlace: textRule(300),
    holderBirthDate: z.string(),
  })
  .check(issuedAfterAge('issueDate', 'holderBirthDate'));

export const ADDRESS_NOT_PICKED = 'Выберите адрес из подсказок';

export type AddressKind = 'registration' | 'actual';
export type AddressValue = Record<(typeof ADDRESS_PARTS)[number], string>;

export const addressOf = (v: Record<AddressField, string>, kind: AddressKind): AddressValue =>
  Object.fromEntries(ADDRESS_PARTS.map((p) => [p, v[`${kind}.${p}`] ?? ''])) as AddressValue;

/** The actual address is asked for only when it differs; an empty checkbox value means "same" (the default). */
export const isSameAddress = (v: Record<AddressField, string>) => v.sameAsRegistration !== 'false';

const differs = (v: Record<AddressField, string>) => !isSameAddress(v);
const isPicked = (a: AddressValue) => Boolean(a.region && a.city && a.street && a.house);

/** An address is typed, then picked from the suggestions (which fill its parts); the actual one only when it differs. */
const addressChecks = (kind: AddressKind, applies: (v: Record<AddressField, string>) => boolean = () => true) => {
  const typed = (v: Record<AddressField, string>) => addressOf(v, kind).query.trim() !== '';
  return [
    z.refine<Record<AddressField, string>>((v) => !applies(v) || typed(v), { path: [`${kind}.query`], error: REQUIRED }),
    z.refine<Record<AddressField, string>>((v) => !applies(v) || !typed(v) || isPicked(addressOf(v, kind)), { path: [`${kind}.query`], error: ADDRESS_NOT_PICKED }),
  ];
};

const addressShape = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, z.string()])) as Record<AddressField, z.ZodMiniString<string>>;

export const addressSchema = z
  .object({ ...addressShape, 'registration.flat': textRule(20, false) })
  .check(...addressChecks('registration'), ...addressChecks('actual', differs), onlyWhen(differs, 'actual.flat', textRule(20, false)));

export const hasEmployer = (type: string) => type === 'Employed' || type === 'Entrepreneur';

const employed = (v: Record<EmploymentField, string>) => hasEmployer(v.employmentType);

export const employmentSchema = z
  .object({
    employmentType: z.string().check(z.minLength(1, REQUIRED)),
    employerName: z.string(),
    position: z.string(),
    workPhone: phoneRule(false),
    monthlyIncome: z.string().check(z.refine((text) => parseCurrency(text) !== null, REQUIRED)),
    monthlyExpenses: z.string(),
  })
  .check(onlyWhen(employed, 'employerName', textRule(200)), onlyWhen(employed, 'position', textRule(100, false)));
