// The loan agreement as HTML: the individual terms of this loan, the same numbers as the offer
// the client signs (loans/offer.ts) and the calculator shows.
import type { UserRow } from '../accounts';
import type { AppDb } from '../../db/database';
import { moscowDateOf } from './ledger';
import { offerOf, type LoanOffer } from './offer';
import type { LoanRow } from './service';

/** The signed contract: the loan as issued and its priced offer (never the prolongations). */
export interface Contract {
  loan: LoanRow;
  offer: LoanOffer | null;
}

export const contractOf = async (db: AppDb, loan: LoanRow, today: string): Promise<Contract> => ({ loan, offer: await offerOf(db, loan, today) });

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const rub = (kopecks: number) =>
  `${(kopecks / 100).toLocaleString('ru-RU', { minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}\u00a0₽`;

/** A calendar date 'YYYY-MM-DD' as '31.12.2026'. */
export const ruDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
/** The Moscow date of an instant as '31.12.2026'. */
export const ruMoscowDate = (instant: string) => ruDate(moscowDateOf(instant));
export const percent = (value: number, digits: number) =>
  `${value.toLocaleString('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: 3 })}\u00a0%`;

/** The contract's rate as the form states it: per annum (365 days of the daily rate) and per day. */
export const ratePerAnnumAndDay = (loan: Pick<LoanRow, 'rate_permille_per_day'>) =>
  `${percent((loan.rate_permille_per_day * 365) / 10, 0)} годовых (${percent(loan.rate_permille_per_day / 10, 0)} в день)`;

export const agreementTitle = (loan: LoanRow) => `Договор потребительского займа № ${loan.id}`;

/** The individual terms, row by row: the HTML agreement and the PDF contract print the same. */
export function agreementTerms({ loan, offer }: Contract, user: UserRow): [string, string][] {
  const name = [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ') || 'Заёмщик';
  return [
    ['Заёмщик', name],
    ['Сумма займа', rub(loan.amount)],
    ['Срок займа', `${loan.term_days} дн.`],
    ['Процентная ставка', ratePerAnnumAndDay(loan)],
    ...(offer
      ? ([
          ['Проценты за срок займа', rub(offer.Interest)],
          ...(offer.Fees ?? []).map((f): [string, string] => [f.Name, rub(f.Amount)]),
          ['Сумма к возврату', rub(offer.Total)],
          ['Досрочный возврат', 'в любой день; проценты — только за дни пользования займом'],
          ['Неустойка при просрочке', '0,05\u00a0% в день от просроченного основного долга; проценты после даты возврата не начисляются'],
          ['Полная стоимость займа', `${percent(offer.Psk, 3)} годовых, ${rub(offer.PskAmount ?? offer.Total - offer.Amount)}`],
        ] as [string, string][])
      : []),
    ['Дата заключения', loan.issued_at ? ruMoscowDate(loan.issued_at) : 'после подписания'],
    ['Дата возврата', offer ? ruDate(offer.DueDate) : '—'],
  ];
}

export function agreementHtml(contract: Contract, user: UserRow): string {
  const rows = agreementTerms(contract, user);
  return (
    `<h1>${escapeHtml(agreementTitle(contract.loan))}</h1>` +
    '<h2>Индивидуальные условия</h2><table>' +
    rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    '</table>'
  );
}
