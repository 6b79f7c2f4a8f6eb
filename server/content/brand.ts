// The two fictional lenders. Every legal detail here is invented on purpose: region code 00 in
// the INN/OGRN and year 00 in the register number do not exist, and the e-mail domains use the
// reserved .example zone, so nothing can be mistaken for a real company.
import type { Tenant } from '@machines/tenant';

export type { Tenant };

export interface Brand {
  tenant: Tenant;
  /** Brand as shown in headings: «Семафор Финанс». */
  name: string;
  legalName: string;
  fullLegalName: string;
  color: string;
  phone: string;
  phoneHref: string;
  email: string;
  inn: string;
  kpp: string;
  ogrn: string;
  okpo: string;
  registryNumber: string;
  registryDate: string;
  legalAddress: string;
  postAddress: string;
  officeHours: string;
  bankName: string;
  bik: string;
  correspondentAccount: string;
  settlementAccount: string;
  director: string;
  sro: string;
  /** Mobile apps exist for sf only (requirements §1: store buttons in the footer for sf). */
  hasMobileApp: boolean;
  careerEmail: string;
}

export const brands: Record<Tenant, Brand> = {
  sf: {
    tenant: 'sf',
    name: 'Семафор Финанс',
    legalName: 'ООО МКК «Семафор Финанс»',
    fullLegalName: 'Общество с ограниченной ответственностью микрокредитная компания «Семафор Финанс»',
    color: '#1f9d55',
    phone: '8 800 000-12-34',
    phoneHref: 'tel:+78000001234',
    email: 'info@semafor-finance.example',
    inn: '0012345670',
    kpp: '001201001',
    ogrn: '1190012345670',
    okpo: '00123456',
    registryNumber: '0019000000101',
    registryDate: '14.03.2019',
    legalAddress: '000001, г. Москва, Семафорный проезд, д. 7, этаж 3, офис 12',
    postAddress: '000001, г. Москва, Семафорный проезд, д. 7, а/я 15',
    officeHours: 'Пн–Пт с 9:00 до 20:00, Сб–Вс с 10:00 до 18:00 (мск)',
    bankName: 'АО «Учебный Расчётный Банк»',
    bik: '040000101',
    correspondentAccount: '30101810000000000101',
    settlementAccount: '40701810000000001234',
    director: 'Зеленцов Андрей Павлович',
    sro: 'Саморегулируемая организация «Союз микрофинансовых компаний „Ориентир“» (вымышленная)',
    hasMobileApp: true,
    careerEmail: 'hr@semafor-finance.example',
  },
  mf: {
    tenant: 'mf',
    name: 'Малина Финанс',
    legalName: 'ООО МКК «Малина Финанс»',
    fullLegalName: 'Общество с ограниченной ответственностью микрокредитная компания «Малина Финанс»',
    color: '#d6336c',
    phone: '8 800 000-56-78',
    phoneHref: 'tel:+78000005678',
    email: 'info@malina-finance.example',
    inn: '0098765430',
    kpp: '009801001',
    ogrn: '1200098765430',
    okpo: '00987654',
    registryNumber: '0020000000202',
    registryDate: '02.09.2020',
    legalAddress: '000002, г. Санкт-Петербург, Малиновая линия, д. 21, литера А, помещение 4-Н',
    postAddress: '000002, г. Санкт-Петербург, Малиновая линия, д. 21, а/я 8',
    officeHours: 'ежедневно с 8:00 до 21:00 (мск)',
    bankName: 'АО «Учебный Расчётный Банк»',
    bik: '040000101',
    correspondentAccount: '30101810000000000101',
    settlementAccount: '40701810000000005678',
    director: 'Ягодкина Мария Сергеевна',
    sro: 'Саморегулируемая организация «Союз микрофинансовых компаний „Ориентир“» (вымышленная)',
    hasMobileApp: false,
    careerEmail: 'hr@malina-finance.example',
  },
};

/** Loan terms shared by both brands (SPEC has none; kept inside the legal caps of 2023+). */
export const terms = {
  minAmountRub: 1000,
  maxAmountRub: 30000,
  amountStepRub: 500,
  defaultAmountRub: 10000,
  minTermDays: 5,
  maxTermDays: 30,
  termStepDays: 1,
  defaultTermDays: 15,
  /** Percent per day: the legal maximum is 0.8. */
  ratePerDay: 0.8,
  /** Full cost of credit, percent per year: 0.8 × 365 = 292, the legal maximum. */
  pskMax: 292,
  /** First loan at 0 % up to this many days and this amount. */
  firstLoanFreeDays: 21,
  firstLoanFreeMaxRub: 15000,
  /** Total charges may not pass 130 % of the principal. */
  overpaymentCapPercent: 130,
};

/** '30 000 ₽' with no-break spaces (thousands and before the sign): «₽» never wraps alone to a line. */
export const rub = (n: number) => `${n.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0₽`;
