// Issue 27: a payment of the loan still waiting for its provider (the client left its page, closed
// its tab, or started it on another device) is named on the dashboard, with the way to it: the
// payment screen continues it or cancels it before another.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useQueries } from '@/flows/queries';
import { Notice } from '@/components/ui/Notice';
import { formatRub } from '@/domain/money';

export function PendingPaymentNotice({ loanId }: { loanId: number }) {
  const pending = useQuery(useQueries().payments.pending(loanId));
  const payment = pending.data;
  if (!payment) return null;
  return (
    <Notice tone="info" role="status" data-testid="pending-payment">
      Платёж на {formatRub(payment.Amount)} ещё не завершён. <Link href={`/lk/payment?loanId=${loanId}`}>Завершить или отменить</Link>
    </Notice>
  );
}
