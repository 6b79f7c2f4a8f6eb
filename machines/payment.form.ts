// The amount form of the payment flow (one form actor, machines/form.machine.ts): an amount in
// roubles between the server's minimum and what is owed. The bounds travel as hidden values, so
// the form's zod schema reads them like any field.
import { createFormMachine } from './form.machine';
import { z } from './zod';

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

export const AMOUNT_MESSAGES = {
  required: 'Укажите сумму платежа',
  notMoney: 'Укажите сумму в рублях, например 1500 или 1500,50',
  belowMin: (min: number) => `Минимальная сумма платежа — ${rub(min)}`,
  aboveMax: (max: number) => `Сумма больше задолженности: ${rub(max)}`,
} as const;

type Amount = Record<AmountField, string>;

const typed = (amount: string) => amount.trim() !== '';
/** Checks the typed amount in kopecks against the bounds (a value that is no amount is the other checks' business). */
const withinBound = (test: (kopecks: number, v: Amount) => boolean) => (v: Amount) => {
  const kopecks = typed(v.amount) ? parseRubles(v.amount) : null;
  return kopecks === null || test(kopecks, v);
};
const boundsOf = (issue: { input?: unknown }) => issue.input as Amount;

/** The amount form's rules: the bounds are the hidden fields' kopecks, so their messages are built when a value breaks them. */
export const amountSchema = z
  .object({
    amount: z.string().check(z.refine(typed, AMOUNT_MESSAGES.required), z.refine((a) => !typed(a) || parseRubles(a) !== null, AMOUNT_MESSAGES.notMoney)),
    min: z.string(),
    max: z.string(),
  })
  .check(
    z.refine(
      withinBound((kopecks, v) => kopecks >= Number(v.min)),
      { path: ['amount'], error: (issue) => AMOUNT_MESSAGES.belowMin(Number(boundsOf(issue).min)) },
    ),
    z.refine(
      withinBound((kopecks, v) => kopecks <= Number(v.max)),
      { path: ['amount'], error: (issue) => AMOUNT_MESSAGES.aboveMax(Number(boundsOf(issue).max)) },
    ),
  );

export const amountFormMachine = createFormMachine<AmountField>({ id: 'paymentAmount', fields: ['amount', 'min', 'max'], schema: amountSchema });
