// The prolongation's additional agreement: the same figures as ProlongedInfo, so the document
// the client signs is the price shown beside it. It is a document of its own (HTML to read before
// signing, a PDF once signed); the loan contract is not changed by it.
import type { UserRow } from '../accounts';
import { escapeHtml, percent, rub, ruDate } from './agreement';
import { prolongationRateOf } from './ledger';
import type { LoanRow } from './service';

export interface ProlongationTerms {
  days: number;
  /** The added days' interest on the principal outstanding (absent in agreements signed before it was named). */
  daysInterest?: number;
  /** The interest owed by the new due date: paid now, only the principal is left then. */
  fee: number;
  previousDueDate: string;
  newDueDate: string;
}

export const prolongationAgreementName = (loan: Pick<LoanRow, 'id'>) => `Дополнительное соглашение о продлении срока возврата займа по договору № ${loan.id}`;

export const PROLONGATION_AGREEMENT_TEXT = [
  'Стороны договорились перенести дату возврата займа. Остальные условия договора не меняются.',
  'Проценты за дни продления начисляются на остаток основного долга. Если внести проценты по новую дату возврата сразу, к этой дате останется вернуть только основной долг; их можно внести и вместе с займом до новой даты возврата.',
  'Соглашение подписывается простой электронной подписью — кодом из SMS — и вступает в силу с момента подписания.',
];

export function prolongationAgreementRows(loan: LoanRow, user: UserRow, terms: ProlongationTerms): [string, string][] {
  const name = [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ') || 'Заёмщик';
  return [
    ['Заёмщик', name],
    ['Договор займа', `№ ${loan.id}, сумма займа ${rub(loan.amount)}`],
    ['Прежняя дата возврата', ruDate(terms.previousDueDate)],
    ['Срок продления', `${terms.days} дн.`],
    ['Новая дата возврата', ruDate(terms.newDueDate)],
    ['Процентная ставка', `${percent(prolongationRateOf(loan) / 10, 0)} в день`],
    ...(terms.daysInterest === undefined ? [] : [['Проценты за дни продления', rub(terms.daysInterest)] as [string, string]]),
    ['Проценты по новую дату возврата', rub(terms.fee)],
  ];
}

/** The sentence that tells the client the same code signs the new general conditions waiting for them. */
export const alsoSignsText = (names: string[]) => `Этим же кодом вы подписываете ${names.map((n) => `«${n}»`).join(', ')}: новая редакция действует и для продлений.`;

export function prolongationAgreementHtml(loan: LoanRow, user: UserRow, terms: ProlongationTerms, alsoSigns: { id: number; name: string }[] = []): string {
  const [intro, ...rest] = PROLONGATION_AGREEMENT_TEXT;
  const also = alsoSigns.length
    ? `<p>${escapeHtml(alsoSignsText(alsoSigns.map((a) => a.name)))} <a href="/lk/agreements/${alsoSigns[0]!.id}">Прочитать новую редакцию</a></p>`
    : '';
  return (
    `<h1>${escapeHtml(prolongationAgreementName(loan))}</h1>` +
    `<p>${escapeHtml(intro!)}</p><table>` +
    prolongationAgreementRows(loan, user, terms)
      .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('') +
    '</table>' +
    rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    also
  );
}
