// The amount form of the payment flow (one form actor, machines/form.machine.ts): an amount in
// roubles between the server's minimum and what is owed. The bounds travel as hidden values, so
// the form's pure validation reads them like any field.
import { createFormMachine, type FieldErrors } from './form.machine';

export type AmountField = 'amount' | 'min' | 'max';

const NBSP = '\u00A0';
const rub = (kopecks: number) => {
  const whole = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const cents = kopecks % 100;
  return `${whole}${cents ? `,${String(cents).padStart(2, '0')}` : ''}${NBSP}₽`;
};

/** '1 234,5' or '1234.50' → kopecks; null when it is not an amount of money. */
export function parseRubles(text: string): number | null {
  const clean = text.replace(/[\s\u00A0₽]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, cents = ''] = clean.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Kopecks → what the amount field shows ('1234,50', no grouping: it is typed into). */
export const rublesText = (kopecks: number) => (kopecks % 100 ? `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}` : String(kopecks / 100));

export function validateAmount(values: Record<AmountField, string>): FieldErrors<AmountField> {
  const min = Number(values.min);
  const max = Number(values.max);
  if (values.amount.trim() === '') return { amount: 'Укажите сумму платежа' };
  const amount = parseRubles(values.amount);
  if (amount === null) return { amount: 'Укажите сумму в рублях, например 1500 или 1500,50' };
  if (amount < min) return { amount: `Минимальная сумма платежа — ${rub(min)}` };
  if (amount > max) return { amount: `Сумма больше задолженности: ${rub(max)}` };
  return {};
}

export const amountFormMachine = createFormMachine<AmountField>({ id: 'paymentAmount', fields: ['amount', 'min', 'max'], validate: validateAmount });
