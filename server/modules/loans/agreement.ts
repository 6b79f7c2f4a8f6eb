// The loan agreement as HTML: the individual terms of this loan in the cabinet.
import type { UserRow } from '../accounts/users';
import type { LoanRow } from './service';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const rub = (kopecks: number) =>
  `${(kopecks / 100).toLocaleString('ru-RU', { minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}\u00a0₽`;

const ruDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

export function agreementHtml(loan: LoanRow, user: UserRow): string {
  const name = [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ') || 'Заёмщик';
  const rows: [string, string][] = [
    ['Заёмщик', name],
    ['Сумма займа', rub(loan.amount)],
    ['Срок займа', `${loan.term_days} дн.`],
    ['Процентная ставка', `${(loan.rate_permille_per_day / 10).toLocaleString('ru-RU')}\u00a0% в день`],
    ['Дата заключения', ruDate(loan.created_at)],
    ['Дата возврата', loan.due_date ? ruDate(loan.due_date) : '—'],
  ];
  return (
    `<h1>Договор потребительского займа № ${loan.id}</h1>` +
    '<h2>Индивидуальные условия</h2><table>' +
    rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    '</table>'
  );
}
