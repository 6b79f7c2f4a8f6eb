// Validation of the registration forms (SPEC §5 messages; texts the spec does not give are
// designed in validation.ts). The app gives these rules to the form actors the registration
// machine invokes, so the form and the machine check the same thing.
import { parseCurrency } from '@/domain/masks';
import { REQUIRED } from '@/domain/messages';
import { ADDRESS_PARTS, CHECKED, type AddressField, type CodeField, type EmploymentField, type PassportField, type PersonalField } from '@machines/registration.forms';
import { applicantBirthDateError, consentError, emailError, issueDateError, maskedError, nameError, passwordError, phoneError, textError } from '@/domain/validation';

type Rules<F extends string> = (v: Record<F, string>) => Partial<Record<F, string | null>>;

export const validatePersonal: Rules<PersonalField> = (v) => ({
  phone: phoneError(v.phone),
  lastName: nameError(v.lastName),
  firstName: nameError(v.firstName),
  middleName: nameError(v.middleName, false),
  birthDate: applicantBirthDateError(v.birthDate),
  email: emailError(v.email),
  password: passwordError(v.password),
  acceptRules: consentError(v.acceptRules === CHECKED),
  acceptPersonalData: consentError(v.acceptPersonalData === CHECKED),
});

export const validateCode: Rules<CodeField> = (v) => ({ code: maskedError('smsCode', v.code) });

export const validatePassport: Rules<PassportField> = (v) => ({
  passport: maskedError('passport', v.passport),
  issueDate: issueDateError(v.issueDate, v.holderBirthDate),
  departmentCode: maskedError('departmentCode', v.departmentCode),
  issuedBy: textError(v.issuedBy, 300),
  birthPlace: textError(v.birthPlace, 300),
});

export const ADDRESS_NOT_PICKED = 'Выберите адрес из подсказок';

export type AddressKind = 'registration' | 'actual';
export type AddressValue = Record<(typeof ADDRESS_PARTS)[number], string>;

export const EMPTY_ADDRESS: AddressValue = { query: '', postCode: '', region: '', city: '', street: '', house: '', flat: '' };

export const addressOf = (v: Record<AddressField, string>, kind: AddressKind): AddressValue =>
  Object.fromEntries(ADDRESS_PARTS.map((p) => [p, v[`${kind}.${p}`] ?? ''])) as AddressValue;

export function addressError(a: AddressValue): string | null {
  if (a.query.trim() === '') return REQUIRED;
  return a.region && a.city && a.street && a.house ? null : ADDRESS_NOT_PICKED;
}

/** The actual address is asked for only when it differs; an empty checkbox value means "same" (the default). */
export const isSameAddress = (v: Record<AddressField, string>) => v.sameAsRegistration !== 'false';

export const validateAddress: Rules<AddressField> = (v) => {
  const same = isSameAddress(v);
  return {
    'registration.query': addressError(addressOf(v, 'registration')),
    'registration.flat': textError(v['registration.flat'], 20, false),
    'actual.query': same ? null : addressError(addressOf(v, 'actual')),
    'actual.flat': same ? null : textError(v['actual.flat'], 20, false),
  };
};

export const hasEmployer = (type: string) => type === 'Employed' || type === 'Entrepreneur';

export const validateEmployment: Rules<EmploymentField> = (v) => {
  const employer = hasEmployer(v.employmentType);
  return {
    employmentType: v.employmentType ? null : REQUIRED,
    employerName: employer ? textError(v.employerName, 200) : null,
    position: employer ? textError(v.position, 100, false) : null,
    workPhone: v.workPhone.trim() === '' ? null : phoneError(v.workPhone),
    monthlyIncome: parseCurrency(v.monthlyIncome) === null ? REQUIRED : null,
  };
};
