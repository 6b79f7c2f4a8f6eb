// The loan agreement as HTML: the individual terms of this loan, the same numbers as the offer
// the client signs (loans/offer.ts) and the calculator shows.
import type { UserRow } from '../accounts';
import { offerOf } from './offer';
import type { LoanRow } from './service';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const rub = (kopecks: number) =>
  `${(kopecks / 100).toLocaleString('ru-RU', { minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}\u00a0₽`;

export const ruDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
export const percent = (value: number, digits: number) =>
  `${value.toLocaleString('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: 3 })}\u00a0%`;

export const agreementTitle = (loan: LoanRow) => `Договор потребительского займа № ${loan.id}`;

/** The individual terms, row by row: the HTML agreement and the PDF contract print the same. */
export function agreementTerms(loan: LoanRow, user: UserRow, today: string): [string, string][] {
  const name = [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ') || 'Заёмщик';
  const offer = offerOf(loan, today);
  return [
    ['Заёмщик', name],
    ['Сумма займа', rub(loan.amount)],
    ['Срок займа', `${loan.term_days} дн.`],
    ['Процентная ставка', `${percent(loan.rate_permille_per_day / 10, 0)} в день`],
    ...(offer
      ? ([
          ['Проценты за срок займа', rub(offer.Interest)],
          ['Сумма к возврату', rub(offer.Total)],
          ['Полная стоимость займа', `${percent(offer.Psk, 3)} годовых`],
        ] as [string, string][])
      : []),
    ['Дата заключения', loan.issued_at ? ruDate(loan.issued_at) : 'после подписания'],
    ['Дата возврата', offer ? ruDate(offer.DueDate) : loan.due_date ? ruDate(loan.due_date) : '—'],
  ];
}

export function agreementHtml(loan: LoanRow, user: UserRow, today: string): string {
  const rows = agreementTerms(loan, user, today);
  return (
    `<h1>${escapeHtml(agreementTitle(loan))}</h1>` +
    '<h2>Индивидуальные условия</h2><table>' +
    rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    '</table>'
  );
}
