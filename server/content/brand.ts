// The two fictional lenders. Every legal detail here is invented on purpose: region code 00 in
// the INN/OGRN and year 00 in the register number do not exist, and the e-mail domains use the
// reserved .example zone, so nothing can be mistaken for a real company.
import type { Tenant } from '@machines/tenant';
import { perAnnum, percentText, TARIFFS, type Tariff } from '@/domain/tariff';
import { priceLoan } from '@/domain/loan-price';

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

/** A brand's loan terms, as the texts name them: read from its tariff (src/domain/tariff.ts). */
export const termsOf = (b: Pick<Brand, 'tenant'>) => termsOfTariff(TARIFFS[b.tenant]);

export function termsOfTariff(t: Tariff) {
  return {
    minAmountRub: t.amount.min,
    maxAmountRub: t.amount.max,
    amountStepRub: t.amount.step,
    defaultAmountRub: t.amount.default,
    minTermDays: t.term.min,
    maxTermDays: t.term.max,
    termStepDays: t.term.step,
    defaultTermDays: t.term.default,
    /** Percent a day. */
    ratePerDay: t.ratePerDay,
    /** The rate per annum, which is also the highest full cost of credit (ПСК) of a loan without fees. */
    ratePerYear: perAnnum(t.ratePerDay),
    pskMax: perAnnum(t.ratePerDay),
    penaltyPerDay: t.penaltyPerDay,
    firstLoanRatePerDay: t.firstLoan.ratePerDay,
    firstLoanFreeDays: t.firstLoan.maxTerm,
    firstLoanFreeMaxRub: t.firstLoan.maxAmount,
    overpaymentCapPercent: t.chargesCapPercent,
    prolongation: t.prolongation,
    fees: t.fees,
  };
}

/** A percent as the texts write it: «0,8 %». */
export const pct = (value: number) => `${percentText(value)} %`;

/** '30 000 ₽' with no-break spaces (thousands and before the sign): «₽» never wraps alone to a line. */
export const rub = (n: number) => `${n.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0₽`;

/** The texts' worked example: the default amount and term at the tariff's rate, priced as the offer is. */
export function priceExample(b: Pick<Brand, 'tenant'>) {
  const t = TARIFFS[b.tenant];
  const rule = { dailyRatePercent: t.ratePerDay, firstLoanFree: false, promoMaxTerm: 0, promoMaxAmountKopecks: 0 };
  const price = priceLoan(rule, { principalKopecks: t.amount.default * 100, termDays: t.term.default, firstLoan: false });
  return { amountRub: t.amount.default, termDays: t.term.default, interestRub: price.interestKopecks / 100, repayRub: price.repayKopecks / 100, pskPercent: price.pskThousandths / 1000 };
}
