// Every form's zod schema, rule by rule: for each rule one input that keeps it and one that breaks
// it, and the exact message the field then shows (requirements §5 texts word for word; the texts the spec
// does not give as designed). The errors come from `fieldErrors`, the form actor's own reading of
// its schema, so what is checked here is what a field shows once touched.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldErrors, type FormSchema } from '../../machines/form.machine';
import { z } from '../../machines/zod';
import { callBackSchema } from '../../machines/call-back.validation';
import { amountSchema } from '../../machines/payment.form';
import { mailCodeSchema, maskedRule, smsCodeSchema } from '@/domain/field-rules';
import type { MaskKind } from '@/domain/masks';
import { loginSchema, methodSchema, newPasswordSchema, recoverySchema } from '@/flows/login-forms';
import { addressSchema, employmentSchema, passportSchema, personalSchema } from '@/flows/registration/step-forms';
import { emailChangeSchema, passwordChangeSchema, phoneChangeSchema } from '@/flows/profile-forms';
import { appealSchema } from '@/flows/appeal-form';

type Values = Record<string, string>;

interface Form {
  schema: FormSchema<string>;
  /** Values that keep every rule of the form. */
  valid: Values;
}

/** One rule: the field, a value (or values) that keep it and one that breaks it, and the message. */
type Rule = [field: string, rule: string, keeps: Values, breaks: Values, message: string];

const PHONE = '+7 (912) 345-67-89';
const PICKED = { region: 'Москва', city: 'Москва', street: 'ул. Тверская', house: '1' };
const address = (kind: 'registration' | 'actual', parts: Values) => Object.fromEntries(Object.entries(parts).map(([p, v]) => [`${kind}.${p}`, v]));

// "Today" for the date rules: 15 June 2026.
const NOW = new Date('2026-06-15T12:00:00Z');

const FORMS: Record<string, Form & { rules: Rule[] }> = {
  callBack: {
    schema: callBackSchema,
    valid: { Phone: PHONE, Name: 'Иван', Question: '' },
    rules: [
      ['Phone', 'required', { Phone: PHONE }, { Phone: '' }, 'Укажите мобильный телефон'],
      ['Phone', '18 masked characters', { Phone: PHONE }, { Phone: '+7 (912) 345-67' }, 'Укажите мобильный телефон'],
      ['Phone', 'starts with +7 (9', { Phone: '+7 (900) 000-00-00' }, { Phone: '+7 (812) 345-67-89' }, 'Номер телефона должен начинаться с +7 9'],
      ['Name', 'at most 50', { Name: 'А'.repeat(50) }, { Name: 'А'.repeat(51) }, 'Не более 50 символов'],
      ['Question', 'at most 500', { Question: 'в'.repeat(500) }, { Question: 'в'.repeat(501) }, 'Не более 500 символов'],
    ],
  },
  login: {
    schema: loginSchema,
    valid: { phone: PHONE, password: 'x' },
    rules: [
      ['phone', 'required', { phone: PHONE }, { phone: '' }, 'Укажите мобильный телефон'],
      ['phone', 'starts with +7 9', { phone: PHONE }, { phone: '+7 (8' }, 'Номер телефона должен начинаться с +7 9'],
      ['phone', 'mask complete', { phone: PHONE }, { phone: '+7 (912) 345-67' }, 'Заполните поле полностью'],
      ['password', 'required', { password: 'x' }, { password: ' ' }, 'Заполните это поле'],
    ],
  },
  loginCode: {
    schema: smsCodeSchema,
    valid: { code: '123 456' },
    rules: [
      ['code', 'required', { code: '123 456' }, { code: '' }, 'Заполните это поле'],
      ['code', 'SMS code mask: 6 digits', { code: '123 456' }, { code: '123 45' }, 'Заполните поле полностью'],
    ],
  },
  mailCode: {
    schema: mailCodeSchema,
    valid: { code: 'AB12CD34EF' },
    rules: [
      ['code', 'required', { code: 'AB12CD34EF' }, { code: '' }, 'Заполните это поле'],
      ['code', 'mail code mask: 10 characters', { code: 'AB12CD34EF' }, { code: 'AB12CD34E' }, 'Заполните поле полностью'],
    ],
  },
  recovery: {
    schema: recoverySchema,
    valid: { phone: PHONE, birthDay: '12.04.1988' },
    rules: [
      ['phone', 'required', { phone: PHONE }, { phone: '' }, 'Укажите мобильный телефон'],
      ['birthDay', 'required', { birthDay: '12.04.1988' }, { birthDay: '' }, 'Заполните это поле'],
      ['birthDay', 'date mask complete', { birthDay: '12.04.1988' }, { birthDay: '12.04.19' }, 'Заполните поле полностью'],
      ['birthDay', 'a real date', { birthDay: '29.02.1988' }, { birthDay: '31.02.1990' }, 'Такой даты не существует'],
      ['birthDay', 'not in the future', { birthDay: '15.06.2008' }, { birthDay: '01.01.2030' }, 'Дата не может быть в будущем'],
      ['birthDay', '18 or older', { birthDay: '15.06.2008' }, { birthDay: '16.06.2008' }, 'Заём можно получить с 18 лет'],
      // Any client may recover a password: no upper age.
      ['birthDay', 'no upper age', { birthDay: '01.01.1940' }, { birthDay: '01.01.2030' }, 'Дата не может быть в будущем'],
    ],
  },
  recoveryMethod: {
    schema: methodSchema,
    valid: { channel: 'sms', email: '' },
    rules: [
      ['email', 'required for a letter', { channel: 'sms', email: '' }, { channel: 'email', email: '' }, 'Заполните это поле'],
      ['email', 'e-mail pattern', { channel: 'email', email: 'ivan.petrov@mail.ru' }, { channel: 'email', email: 'a@b' }, 'Проверьте адрес электронной почты'],
    ],
  },
  newPassword: {
    schema: newPasswordSchema,
    valid: { password: 'Demo-2026', repeat: 'Demo-2026' },
    rules: [
      ['password', 'required', { password: 'Demo-2026', repeat: 'Demo-2026' }, { password: '' }, 'Заполните это поле'],
      ['password', 'at least 8', { password: 'abcdef12', repeat: 'abcdef12' }, { password: 'abcdef1' }, 'Не менее 8 символов'],
      ['password', 'a digit and a letter', { password: 'abcdefg1', repeat: 'abcdefg1' }, { password: 'abcdefgh' }, 'Пароль должен содержать буквы и цифры'],
      ['repeat', 'required', { repeat: 'Demo-2026' }, { repeat: '' }, 'Заполните это поле'],
      ['repeat', 'same as the password', { repeat: 'Demo-2026' }, { repeat: 'Demo-2027' }, 'Пароли не совпадают'],
    ],
  },
  personal: {
    schema: personalSchema,
    valid: {
      phone: PHONE,
      lastName: 'Иванов',
      firstName: 'Анна-Мария',
      middleName: '',
      birthDate: '12.04.1988',
      email: 'ivan.petrov@mail.ru',
      password: 'Demo-2026',
      acceptRules: 'true',
      acceptPersonalData: 'true',
    },
    rules: [
      ['phone', 'required', { phone: PHONE }, { phone: '' }, 'Укажите мобильный телефон'],
      ['phone', 'starts with +7 9', { phone: PHONE }, { phone: '+7 (812) 345-67-89' }, 'Номер телефона должен начинаться с +7 9'],
      ['lastName', 'required', { lastName: 'Иванов' }, { lastName: '  ' }, 'Заполните это поле'],
      ['lastName', 'at most 50', { lastName: 'Я'.repeat(50) }, { lastName: 'Я'.repeat(51) }, 'Не более 50 символов'],
      ['lastName', 'Cyrillic letters, spaces and hyphens', { lastName: 'Салтыков-Щедрин' }, { lastName: 'Ivanov' }, 'Только русские буквы, пробел и дефис'],
      ['firstName', 'no leading or trailing hyphen', { firstName: 'Анна-Мария' }, { firstName: 'Анна-' }, 'Дефис не может стоять в начале или в конце'],
      ['middleName', 'optional, Cyrillic once typed', { middleName: '' }, { middleName: 'Petrovich' }, 'Только русские буквы, пробел и дефис'],
      ['birthDate', 'required', { birthDate: '12.04.1988' }, { birthDate: '' }, 'Заполните это поле'],
      ['birthDate', '18 or older', { birthDate: '15.06.2008' }, { birthDate: '16.06.2008' }, 'Заём можно получить с 18 лет'],
      ['birthDate', '75 or younger', { birthDate: '16.06.1950' }, { birthDate: '15.06.1950' }, 'Заём можно получить до 75 лет включительно'],
      ['email', 'required', { email: 'ivan.petrov@mail.ru' }, { email: '' }, 'Заполните это поле'],
      ['email', 'e-mail pattern', { email: ' ivan_p@mail.ru ' }, { email: 'ivan@mail.r' }, 'Проверьте адрес электронной почты'],
      ['password', 'at least 8', { password: 'Demo-202' }, { password: 'Demo-20' }, 'Не менее 8 символов'],
      ['password', 'a digit and a letter', { password: 'Demo-2026' }, { password: '12345678' }, 'Пароль должен содержать буквы и цифры'],
      ['acceptRules', 'ticked', { acceptRules: 'true' }, { acceptRules: '' }, 'Без этого согласия продолжить нельзя'],
      ['acceptPersonalData', 'ticked', { acceptPersonalData: 'true' }, { acceptPersonalData: 'false' }, 'Без этого согласия продолжить нельзя'],
    ],
  },
  registrationCode: {
    schema: smsCodeSchema,
    valid: { code: '123 456' },
    rules: [['code', 'SMS code mask: 6 digits', { code: '000 000' }, { code: '1' }, 'Заполните поле полностью']],
  },
  passport: {
    schema: passportSchema,
    valid: { passport: '4510 123456', issueDate: '20.06.2015', departmentCode: '770-001', issuedBy: 'ОВД Тверского района', birthPlace: 'г. Москва', holderBirthDate: '12.04.1988' },
    rules: [
      ['passport', 'required', { passport: '4510 123456' }, { passport: '' }, 'Заполните это поле'],
      ['passport', 'series-number mask: 10 digits', { passport: '4510 123456' }, { passport: '4510 12345' }, 'Заполните поле полностью'],
      ['issueDate', 'a real date', { issueDate: '20.06.2015' }, { issueDate: '31.04.2015' }, 'Такой даты не существует'],
      ['issueDate', 'not in the future', { issueDate: '15.06.2026' }, { issueDate: '01.01.2027' }, 'Дата не может быть в будущем'],
      ['issueDate', 'at 14 or later', { issueDate: '12.04.2002' }, { issueDate: '11.04.2002' }, 'Паспорт выдаётся не раньше 14 лет'],
      ['departmentCode', 'department code mask: 6 digits', { departmentCode: '770-001' }, { departmentCode: '770-00' }, 'Заполните поле полностью'],
      ['issuedBy', 'required', { issuedBy: 'ОВД' }, { issuedBy: '' }, 'Заполните это поле'],
      ['issuedBy', 'at most 300', { issuedBy: 'о'.repeat(300) }, { issuedBy: 'о'.repeat(301) }, 'Не более 300 символов'],
      ['birthPlace', 'at most 300', { birthPlace: 'о'.repeat(300) }, { birthPlace: 'о'.repeat(301) }, 'Не более 300 символов'],
    ],
  },
  address: {
    schema: addressSchema,
    valid: { ...address('registration', { query: 'Москва, Тверская 1', postCode: '', ...PICKED, flat: '' }), sameAsRegistration: '', ...address('actual', { query: '', postCode: '', region: '', city: '', street: '', house: '', flat: '' }) },
    rules: [
      ['registration.query', 'required', { 'registration.query': 'Москва' }, { 'registration.query': ' ' }, 'Заполните это поле'],
      ['registration.query', 'picked from the suggestions', { 'registration.house': '1' }, { 'registration.house': '' }, 'Выберите адрес из подсказок'],
      ['registration.flat', 'at most 20', { 'registration.flat': '1'.repeat(20) }, { 'registration.flat': '1'.repeat(21) }, 'Не более 20 символов'],
      ['actual.query', 'required when it differs', { sameAsRegistration: 'true' }, { sameAsRegistration: 'false' }, 'Заполните это поле'],
      ['actual.query', 'picked when it differs', { sameAsRegistration: 'false', ...address('actual', { query: 'СПб', ...PICKED }) }, { sameAsRegistration: 'false', 'actual.query': 'СПб' }, 'Выберите адрес из подсказок'],
      ['actual.flat', 'at most 20 when it differs', { sameAsRegistration: 'true', 'actual.flat': '1'.repeat(21) }, { sameAsRegistration: 'false', ...address('actual', { query: 'СПб', ...PICKED, flat: '1'.repeat(21) }) }, 'Не более 20 символов'],
    ],
  },
  employment: {
    schema: employmentSchema,
    valid: { employmentType: 'Employed', employerName: 'ООО «Ромашка»', position: '', workPhone: '', monthlyIncome: '50 000', monthlyExpenses: '' },
    rules: [
      ['employmentType', 'required', { employmentType: 'Pensioner' }, { employmentType: '' }, 'Заполните это поле'],
      ['employerName', 'required when employed', { employmentType: 'Pensioner', employerName: '' }, { employmentType: 'Entrepreneur', employerName: '' }, 'Заполните это поле'],
      ['employerName', 'at most 200', { employerName: 'о'.repeat(200) }, { employerName: 'о'.repeat(201) }, 'Не более 200 символов'],
      ['position', 'at most 100', { position: 'о'.repeat(100) }, { position: 'о'.repeat(101) }, 'Не более 100 символов'],
      ['workPhone', 'optional, +7 9 once typed', { workPhone: '' }, { workPhone: '+7 (495) 123-45-67' }, 'Номер телефона должен начинаться с +7 9'],
      ['monthlyIncome', 'required', { monthlyIncome: '0' }, { monthlyIncome: '' }, 'Заполните это поле'],
    ],
  },
  profilePhone: {
    schema: phoneChangeSchema,
    valid: { phone: PHONE, password: 'secret' },
    rules: [
      ['phone', 'starts with +7 9', { phone: PHONE }, { phone: '+7 (3' }, 'Номер телефона должен начинаться с +7 9'],
      ['password', 'required', { password: 'secret' }, { password: '' }, 'Заполните это поле'],
    ],
  },
  profileEmail: {
    schema: emailChangeSchema,
    valid: { email: 'ivan@mail.ru', password: 'secret' },
    rules: [
      ['email', 'e-mail pattern', { email: 'ivan@mail.ru' }, { email: 'ivan@mail' }, 'Проверьте адрес электронной почты'],
      ['password', 'required', { password: 'secret' }, { password: '' }, 'Заполните это поле'],
    ],
  },
  profilePassport: {
    schema: passportSchema,
    // The profile's passport form has no birth date beside it: no age check.
    valid: { passport: '4510 123456', issueDate: '20.06.2015', departmentCode: '770-001', issuedBy: 'ОВД', birthPlace: 'г. Москва', holderBirthDate: '' },
    rules: [['issueDate', 'not in the future', { issueDate: '01.01.1950' }, { issueDate: '01.01.2027' }, 'Дата не может быть в будущем']],
  },
  profilePassword: {
    schema: passwordChangeSchema,
    valid: { oldPassword: 'old', newPassword: 'Demo-2026', repeat: 'Demo-2026' },
    rules: [
      ['oldPassword', 'required', { oldPassword: 'old' }, { oldPassword: '' }, 'Заполните это поле'],
      ['newPassword', 'at least 8', { newPassword: 'Demo-2026', repeat: 'Demo-2026' }, { newPassword: 'Demo-12' }, 'Не менее 8 символов'],
      ['repeat', 'same as the new password', { repeat: 'Demo-2026' }, { repeat: 'demo-2026' }, 'Пароли не совпадают'],
    ],
  },
  ombudsmenAppeal: {
    schema: appealSchema,
    valid: { name: 'Иван', phone: '79123456789', email: '', text: 'Прошу разобраться' },
    rules: [
      ['name', 'required', { name: 'Иван' }, { name: '' }, 'Заполните это поле'],
      ['phone', 'required', { phone: '79123456789' }, { phone: '' }, 'Укажите мобильный телефон'],
      ['phone', 'whole number', { phone: '79123456789' }, { phone: '7912345' }, 'Укажите мобильный телефон'],
      ['phone', 'starts with +7 9', { phone: '79123456789' }, { phone: '78123456789' }, 'Номер телефона должен начинаться с +7 9'],
      ['text', 'required', { text: 'Вопрос' }, { text: ' ' }, 'Заполните это поле'],
    ],
  },
  paymentAmount: {
    schema: amountSchema,
    valid: { amount: '1500', min: '10000', max: '500000' },
    rules: [
      ['amount', 'required', { amount: '1500' }, { amount: '' }, 'Укажите сумму платежа'],
      ['amount', 'roubles and kopecks', { amount: '1 500,50' }, { amount: '15.555' }, 'Укажите сумму в рублях, например 1500 или 1500,50'],
      ['amount', 'at least the minimum', { amount: '100' }, { amount: '99,99' }, 'Минимальная сумма платежа — 100\u00A0₽'],
      ['amount', 'at most the debt', { amount: '5000' }, { amount: '5000,01' }, 'Сумма больше задолженности: 5\u00A0000\u00A0₽'],
    ],
  },
};

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describe.each(Object.entries(FORMS))('%s form', (_, { schema, valid, rules }) => {
  it('takes values that keep every rule', () => expect(fieldErrors(schema, valid)).toEqual({}));

  it.each(rules)('%s: %s', (field, _rule, keeps, breaks, message) => {
    expect(fieldErrors(schema, { ...valid, ...keeps })[field]).toBeUndefined();
    expect(fieldErrors(schema, { ...valid, ...breaks })[field]).toBe(message);
  });
});

// requirements §5 "Input masks": a masked input shows an error on blur if the mask is incomplete; an empty
// optional one shows nothing. Each kind, whether or not a form uses it today.
const MASKS: [MaskKind, complete: string, incomplete: string][] = [
  ['phone', '+7 (900) 123-45-67', '+7 (900) 12'],
  ['passport', '4510 123456', '4510 12345'],
  ['inn', '123456789012', '12345678901'],
  ['date', '01.01.2000', '01.01.200'],
  ['departmentCode', '770-001', '770-00'],
  ['smsCode', '123 456', '123 45'],
  ['mailCode', 'AB12CD34EF', 'AB12CD34E'],
];

describe.each(MASKS)('%s mask', (kind, complete, incomplete) => {
  const blurError = (value: string) => fieldErrors(z.object({ value: maskedRule(kind, false) }), { value }).value;
  it('an empty field and a complete one show nothing', () => {
    expect(blurError('')).toBeUndefined();
    expect(blurError(complete)).toBeUndefined();
  });
  it('an incomplete one asks to fill it', () => expect(blurError(incomplete)).toBe('Заполните поле полностью'));
});
