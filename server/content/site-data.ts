// Settings, contacts, footer, company and calculator data of one tenant (the Info/* reads).
import { brands, pct, rub, termsOf, termsOfTariff, type Brand, type Tenant } from './brand';
import { TARIFFS, type Tariff } from '@/domain/tariff';
import { documents, documentUrl } from './documents';
import { loanStatuses, type LoanStatus } from './loan-statuses';
import { escapeHtml } from './types';

export interface SiteSettingsSeed {
  ReCaptchaEnabled: boolean;
  /** 'auto' lights the garland in December and January. */
  EnableChristmasLights: boolean | 'auto';
  LoanStatuses: LoanStatus[];
}

/** Served by the info module (server/modules/info/media-route.ts). */
export const PENDING_IMAGE_URL = '/media/pending.svg';

/** Kopecks, as the contract's CalculatorSettings says: the tariff's limits and rates. */
export function calculatorSettings(tariff: Tariff) {
  const k = (rubles: number) => rubles * 100;
  const terms = termsOfTariff(tariff);
  return {
    MinAmount: k(terms.minAmountRub),
    MaxAmount: k(terms.maxAmountRub),
    AmountStep: k(terms.amountStepRub),
    DefaultAmount: k(terms.defaultAmountRub),
    MinTerm: terms.minTermDays,
    MaxTerm: terms.maxTermDays,
    TermStep: terms.termStepDays,
    DefaultTerm: terms.defaultTermDays,
    InterestRatePerDay: terms.ratePerDay,
    FirstLoanInterestRatePerDay: terms.firstLoanRatePerDay,
    FirstLoanMaxTerm: terms.firstLoanFreeDays,
    FirstLoanMaxAmount: k(terms.firstLoanFreeMaxRub),
    MaxPsk: terms.pskMax,
    /** Anonymous visitors see the first-loan price; a client's own settings say otherwise (loans/pricing.ts). */
    IsFirstLoan: true,
  };
}

function footer(b: Brand) {
  const legal = escapeHtml(`${b.legalName}. ИНН ${b.inn}, ОГРН ${b.ogrn}. Регистрационный номер записи в государственном реестре микрофинансовых организаций ${b.registryNumber} от ${b.registryDate}. Член СРО: ${b.sro}. Адрес: ${b.legalAddress}.`);
  const terms = termsOf(b);
  const rates = escapeHtml(`Займы от ${rub(terms.minAmountRub)} до ${rub(terms.maxAmountRub)} на срок от ${terms.minTermDays} до ${terms.maxTermDays} дней. Процентная ставка — до ${pct(terms.ratePerDay)} в день (${pct(terms.ratePerYear)} годовых), полная стоимость займа — до ${pct(terms.pskMax)} годовых.`);
  return {
    FooterMainContent: `<p>${legal}</p><p>${rates}</p><p>Сайт демонстрационный: организация и её реквизиты вымышлены.</p>`,
    FooterAccountContent: `<p>${escapeHtml(b.legalName)} предоставляет займы на условиях, изложенных в Общих условиях и Индивидуальных условиях договора потребительского займа. ${rates}</p>`,
    LinkList: documents(b)
      .filter((d) => d.inFooter)
      .map((d) => ({ Name: d.name, Url: documentUrl(d.slug) })),
  };
}

export function siteData(tenant: Tenant) {
  const b = brands[tenant];
  const settings: SiteSettingsSeed = { ReCaptchaEnabled: true, EnableChristmasLights: 'auto', LoanStatuses: loanStatuses };
  return {
    settings,
    contacts: { Phone: b.phone, Email: b.email },
    footer: footer(b),
    company: {
      Name: b.name,
      LegalName: b.legalName,
      RegistryNumber: b.registryNumber,
      Content: `<p>«${escapeHtml(b.name)}» — микрокредитная компания, которая с 2019 года выдаёт займы онлайн на карту и по СБП.</p><p>${escapeHtml(b.legalName)} внесено в государственный реестр микрофинансовых организаций (номер записи ${b.registryNumber} от ${b.registryDate}).</p>`,
    },
    calculator: calculatorSettings(TARIFFS[tenant]),
    pendingImage: {
      ImageUrl: PENDING_IMAGE_URL,
      Text: 'Рассматриваем вашу заявку. Обычно это занимает 5–15 минут — не закрывайте страницу, решение появится здесь.',
    },
  };
}
