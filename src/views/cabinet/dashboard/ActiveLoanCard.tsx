// The active loan: amount to pay (the next payment's PaymentAmount, SPEC §4), due date, days left
// or overdue, and the four expense totals; an expired loan (Status 5) looks like one; a payment
// still waiting for its provider is named.
import { useQuery } from '@tanstack/react-query';
import { sumExpenses } from '@machines/loan-status';
import type { Loan, loansQueries } from '@/api/loans';
import { FactList } from '@/components/ui/FactList';
import { Notice } from '@/components/ui/Notice';
import { daysUntil, formatNewsDate, moscowToday } from '@/domain/dates';
import { formatDays, formatRub } from '@/domain/money';
import { LoadError } from '@/components/ui/LoadError';
import { styled } from '@/theme/stitches.config';
import { PendingPaymentNotice } from './PendingPaymentNotice';

const Card = styled('div', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  borderRadius: '$2',
  border: '2px solid $border',
  variants: { expired: { true: { borderColor: '$error' } } },
});
const Amount = styled('p', { margin: 0, fontSize: '$6', fontWeight: 700 });

interface Props {
  loan: Loan;
  expired: boolean;
  queries: ReturnType<typeof loansQueries>;
}

export function ActiveLoanCard({ loan, expired, queries }: Props) {
  const next = useQuery(queries.nextPayment(loan.Id));
  const expenses = useQuery(queries.expensesToPay(loan.Id));
  if (next.isPending || expenses.isPending) return <p role="status">Загрузка…</p>;
  if (next.isError || expenses.isError)
    return (
      <LoadError
        message={(next.error ?? expenses.error)?.message}
        onRetry={() => {
          if (next.isError) void next.refetch();
          if (expenses.isError) void expenses.refetch();
        }}
      />
    );
  const totals = sumExpenses(expenses.data);
  const due = next.data.PaymentDate;
  const days = due ? daysUntil(due, moscowToday()) : null;
  return (
    <Card expired={expired} data-testid="active-loan" aria-label={`Заём № ${loan.Id}`}>
      {expired ? (
        <Notice tone="error" data-testid="loan-expired">
          Заём просрочен{days !== null && days < 0 ? ` на ${formatDays(-days)}` : ''}. Погасите его, чтобы не росли пени.
        </Notice>
      ) : null}
      <PendingPaymentNotice loanId={loan.Id} />
      <div>
        К оплате
        <Amount data-testid="amount-to-pay">{formatRub(next.data.PaymentAmount ?? 0)}</Amount>
      </div>
      <FactList>
        <dt>Дата платежа</dt>
        <dd data-testid="due-date">{due ? formatNewsDate(due) : '—'}</dd>
        {days !== null && days >= 0 ? (
          <>
            <dt>Осталось</dt>
            <dd data-testid="days-left">{formatDays(days)}</dd>
          </>
        ) : null}
        <dt>Основной долг</dt>
        <dd data-testid="expense-main-debt">{formatRub(totals.mainDebt)}</dd>
        <dt>Проценты</dt>
        <dd data-testid="expense-interest">{formatRub(totals.interest)}</dd>
        <dt>Комиссия</dt>
        <dd data-testid="expense-commission">{formatRub(totals.commission)}</dd>
        <dt>Дополнительные расходы</dt>
        <dd data-testid="expense-additional">{formatRub(totals.additional)}</dd>
      </FactList>
    </Card>
  );
}
