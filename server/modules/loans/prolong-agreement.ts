// The prolongation's additional agreement as HTML: the same figures as ProlongedInfo, so the
// document the client signs is the price shown beside it.
import type { UserRow } from '../accounts';
import { escapeHtml, percent, rub, ruDate } from './agreement';
import type { LoanRow } from './service';

export interface ProlongationTerms {
  days: number;
  fee: number;
  newDueDate: string;
}

export const prolongationAgreementName = (loan: LoanRow) => `Дополнительное соглашение о продлении срока возврата займа по договору № ${loan.id}`;

export function prolongationAgreementHtml(loan: LoanRow, user: UserRow, terms: ProlongationTerms): string {
  const name = [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ') || 'Заёмщик';
  const rows: [string, string][] = [
    ['Заёмщик', name],
    ['Договор займа', `№ ${loan.id}, сумма займа ${rub(loan.amount)}`],
    ['Прежняя дата возврата', ruDate(loan.due_date!)],
    ['Срок продления', `${terms.days} дн.`],
    ['Новая дата возврата', ruDate(terms.newDueDate)],
    ['Процентная ставка', `${percent(Math.max(loan.rate_permille_per_day, 8) / 10, 0)} в день`],
    ['Проценты за дни продления', rub(terms.fee)],
  ];
  return (
    `<h1>${escapeHtml(prolongationAgreementName(loan))}</h1>` +
    '<p>Стороны договорились перенести дату возврата займа. Остальные условия договора не меняются.</p><table>' +
    rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    '</table>' +
    '<p>Проценты за дни продления добавляются к процентам к оплате; их можно внести сразу или вместе с займом до новой даты возврата.</p>' +
    '<p>Соглашение подписывается простой электронной подписью — кодом из SMS — и вступает в силу с момента подписания.</p>'
  );
}
