// Shared pieces of the payment screens: the actor they render, the step headings, styles.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { paymentMachine } from '@machines/payment.machine';
import { styled } from '@/theme/stitches.config';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

/** Steps that tell how a payment went: only these are a «Результат оплаты» on the return pages. */
const RESULT_STEPS = new Set(['checking', 'waiting', 'stillPending', 'paid', 'refunded', 'declined', 'failed']);
export const RESULT_TITLE = 'Результат оплаты';

/** The page's heading for the step: choosing a bank is «Оплата через СБП», choosing anything else is no result yet. */
export function headingOf(snapshot: SnapshotFrom<typeof paymentMachine>, routeTitle: string): string {
  const step = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
  if (step === 'sbpBank') return 'Оплата через СБП';
  if (routeTitle === RESULT_TITLE && !RESULT_STEPS.has(step)) return 'Оплата займа';
  return routeTitle;
}

export const StepForm = styled('form', { display: 'grid', gap: '$4', justifyItems: 'start', '& > fieldset, & > div': { justifySelf: 'stretch' } });
export const Step = styled('section', { display: 'grid', gap: '$4', maxWidth: '560px', paddingBottom: '$6' });
export const StepTitle = styled('h2', { margin: 0, fontSize: '$5', lineHeight: '$tight' });
export const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });
export const Choices = styled('fieldset', { border: 0, margin: 0, padding: 0, display: 'grid', gap: '$2', '& legend': { fontWeight: '$bold', marginBottom: '$2' } });
export const Choice = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  border: '1px solid $border',
  borderRadius: '$sm',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$brand', backgroundColor: '$brandSoft' },
  '&:focus-within': { outline: '2px solid $brand', outlineOffset: '2px' },
  '& small': { color: '$textMuted', marginLeft: 'auto' },
});
export const Muted = styled('p', { margin: 0, color: '$textMuted' });
