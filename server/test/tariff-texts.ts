// Issue 47, Must show 1: every public text states the tariff's figures, and the engine runs on
// the same ones. `checkTariffTexts` is run twice: on the real tariff (tariff-texts.test.ts) and on
// an altered one (tariff-texts.altered.test.ts), so a figure typed into a text instead of read
// from src/domain/tariff.ts fails the second run.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { TENANTS, type Tenant } from '@machines/tenant';
import { LEDGER_TARIFF, perAnnum, TARIFFS, type Tariff } from '@/domain/tariff';
import { brands, priceExample } from '../content/brand';
import { tenantContent } from '../content';
import { CALCULATOR_SETTINGS } from '../modules/loans/calculator';
import { chargesCapOf, dailyInterest, dailyPenalty } from '../modules/loans/accrual';
import { PROLONGATION_RATE_PERMILLE } from '../modules/loans/ledger';
import { PROLONGATION } from '../modules/loans/prolong';
import { PROLONGATION_AGREEMENT_TEXT } from '../modules/loans/prolong-agreement';
import { priceFor } from '../modules/loans/pricing';

/** Every string of a value, deep; a table's row is read as one text (its name, then its value). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, v]) => (key === 'table' ? (v as string[][]).map((row) => row.join(': ')) : stringsOf(v)))
        : [];

const normal = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/<[^>]+>/g, ' ');
const number = (text: string) => Number(text.replace(/ /g, '').replace(',', '.'));

/** The public texts of a brand, each with where it is from. */
export function publicTexts(tenant: Tenant): { where: string; text: string }[] {
  const c = tenantContent(tenant);
  const texts = [
    ...c.documents.flatMap((d) => stringsOf(d.sections).map((text) => ({ where: `/docs/${d.slug}.html`, text }))),
    ...stringsOf(c.faq).map((text) => ({ where: '/Faq', text })),
    ...c.pages.flatMap((p) => stringsOf(p).map((text) => ({ where: p.path, text }))),
    ...stringsOf(c.news).map((text) => ({ where: '/News', text })),
    ...stringsOf(c.footer).map((text) => ({ where: 'footer', text })),
    ...PROLONGATION_AGREEMENT_TEXT.map((text) => ({ where: 'prolongation agreement', text })),
  ];
  return texts.map((t) => ({ ...t, text: normal(t.text) }));
}

/** The card check's rouble, written off and returned at once: not a charge of the tariff. */
const CARD_CHECK_RUB = 1;

/** Screens that print tariff figures: they must read them from the tariff, never type them. */
const SCREENS = ['src/views/home/HomePage.tsx', 'src/views/home/LoanCalculator.tsx', 'src/views/prolongation/ProlongationPage.tsx', 'src/views/prolongation/TermStep.tsx'];

export function checkTariffTexts(): void {
  for (const tenant of TENANTS) {
    const t: Tariff = TARIFFS[tenant];
    const ex = priceExample(brands[tenant]);
    const percents = new Set([t.ratePerDay, perAnnum(t.ratePerDay), t.penaltyPerDay, perAnnum(t.penaltyPerDay), t.firstLoan.ratePerDay, t.chargesCapPercent, ex.pskPercent]);
    const roubles = new Set([t.amount.min, t.amount.max, t.amount.default, t.firstLoan.maxAmount, ex.amountRub, ex.interestRub, ex.repayRub, ...t.services.map((s) => s.price), CARD_CHECK_RUB]);
    const texts = publicTexts(tenant);
    const all = texts.map((x) => x.text).join('\n');
    const found = { percent: 0, rouble: 0, perDay: 0, count: 0 };
    for (const { where, text } of texts) {
      const at = `${tenant} ${where}: «${text}»`;
      for (const m of text.matchAll(/(\d+(?:,\d+)?) %/g)) {
        found.percent += 1;
        expect(percents.has(number(m[1]!)), at).toBe(true);
      }
      // The financial ombudsman's limit of a claim is the law's, not the tariff's.
      for (const m of where === '/ombudsmen' ? [] : text.matchAll(/(\d{1,3}(?: \d{3})*(?:,\d+)?) ₽/g)) {
        found.rouble += 1;
        expect(roubles.has(number(m[1]!)), at).toBe(true);
      }
      // Each rate a day is the one its sentence names: the penalty's, the first loan's or the loan's.
      for (const m of text.matchAll(/(\d+(?:,\d+)?) % в день/g)) {
        found.perDay += 1;
        const clause = text.slice(0, m.index).split(/[.;]/).at(-1)!.toLowerCase();
        const expected = /неустойк/.test(clause) ? t.penaltyPerDay : /перв/.test(clause) && !/ставк|не более|не выше/.test(clause) ? t.firstLoan.ratePerDay : t.ratePerDay;
        expect(number(m[1]!), at).toBe(expected);
      }
      for (const m of text.matchAll(/не (?:более|больше) (\d+) раз|до (\d+) раз/g)) {
        found.count += 1;
        expect(Number(m[1] ?? m[2]), at).toBe(t.prolongation.maxCount);
      }
      for (const m of text.matchAll(/на срок до (\d+) дн/g)) expect([t.firstLoan.maxTerm, t.term.max], at).toContain(Number(m[1]));
      for (const m of text.matchAll(/от (\d+) до (\d+) дней|(\d+)–(\d+) дней/g)) {
        const range = [Number(m[1] ?? m[3]), Number(m[2] ?? m[4])];
        expect([[t.term.min, t.term.max], [t.prolongation.minDays, t.prolongation.maxDays]], at).toContainEqual(range);
      }
      // The ledger charges no interest after the due date: no text may promise otherwise.
      expect(text, at).not.toMatch(/(после даты возврата|при просрочке)[^.]*начисляются проценты|проценты начисляются по (обычной )?ставке[^.]*(со дня|после)/i);
      expect(text, at).not.toMatch(/годовых на (сумму )?просроч/);
    }
    // The rules every brand states, each once at least.
    expect(all).toContain(`неустойка ${String(t.penaltyPerDay).replace('.', ',')} % в день`);
    expect(all).toContain(`${String(t.ratePerDay).replace('.', ',')} % в день (${String(perAnnum(t.ratePerDay)).replace('.', ',')} % годовых)`);
    expect(all).toContain(`${t.chargesCapPercent} % от суммы займа`);
    expect(found.perDay).toBeGreaterThan(10);
    expect(found.count).toBeGreaterThan(3);
    expect(found.rouble).toBeGreaterThan(10);

    // The calculator answers the brand's tariff.
    const calc = tenantContent(tenant).calculator;
    expect(calc).toMatchObject({
      MinAmount: t.amount.min * 100,
      MaxAmount: t.amount.max * 100,
      MinTerm: t.term.min,
      MaxTerm: t.term.max,
      InterestRatePerDay: t.ratePerDay,
      FirstLoanInterestRatePerDay: t.firstLoan.ratePerDay,
      FirstLoanMaxTerm: t.firstLoan.maxTerm,
      FirstLoanMaxAmount: t.firstLoan.maxAmount * 100,
      MaxPsk: perAnnum(t.ratePerDay),
    });
    // The engine runs on the figures the texts state.
    expect(t).toEqual(LEDGER_TARIFF);
    // The offer's price of the texts' example is the texts' example.
    expect(priceFor(ex.amountRub * 100, ex.termDays, false).interestKopecks).toBe(Math.round(ex.interestRub * 100));
  }
  const t = LEDGER_TARIFF;
  expect(CALCULATOR_SETTINGS).toMatchObject({ InterestRatePerDay: t.ratePerDay, FirstLoanMaxAmount: t.firstLoan.maxAmount * 100, FirstLoanMaxTerm: t.firstLoan.maxTerm });
  expect(dailyPenalty(10_000_000)).toBe(Math.round(10_000_000 * t.penaltyPerDay) / 100);
  expect(chargesCapOf(10_000_000)).toBe((10_000_000 * t.chargesCapPercent) / 100);
  expect(PROLONGATION_RATE_PERMILLE / 10).toBe(t.ratePerDay);
  expect(dailyInterest(1_000_000, PROLONGATION_RATE_PERMILLE)).toBe(Math.round(1_000_000 * t.ratePerDay) / 100);
  expect(PROLONGATION).toEqual({ MinDays: t.prolongation.minDays, MaxDays: t.prolongation.maxDays, DaysStep: t.prolongation.stepDays, DefaultDays: t.prolongation.defaultDays, MaxCount: t.prolongation.maxCount });
  // No screen types a tariff figure: a percent or a sum in roubles written into its source.
  for (const file of SCREENS) {
    const source = readFileSync(file, 'utf8');
    expect(source, file).not.toMatch(/\d+(?:,\d+)?\s*(?:\{NBSP\})?\s*%\s*(?:в день|годовых)|\d+\$?\{?NBSP\}?000|\b(?:130|292|0,8|0,05)\s*%/);
  }
}
