// The active loan: amount to pay (the next payment's PaymentAmount, requirements §4: what closes the loan
// today), due date, days left or overdue, what the due date will ask, and the debt line by line as
// the ledger names it (principal, interest, each of the contract's fees, the penalty); an expired
// loan (Status 5) looks like one; a payment still waiting for its provider is named.
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { EXPENSE_TYPE, sumExpenses } from '@machines/loan-status';
import type { ExpenseToPay, Loan, loansQueries } from '@/api/loans';
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
const Hint = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2' });

const TYPE_LABEL: Record<number, string> = { [EXPENSE_TYPE.COMMISSION]: 'Комиссия', [EXPENSE_TYPE.ADDITIONAL]: 'Дополнительные расходы' };
const PENALTY = 'Пени';

/** The test id of a fee or penalty line: what kind of charge it is. */
const lineTestId = (line: ExpenseToPay) =>
  line.Name === PENALTY ? 'expense-penalty' : line.ExpenseType === EXPENSE_TYPE.COMMISSION ? 'expense-commission' : 'expense-additional';

/** The contract's fees and the penalty, each under the name the ledger gives it. */
function ChargeLines({ lines }: { lines: readonly ExpenseToPay[] }) {
  return (
    <>
      {lines
        .filter((l) => l.ExpenseType === EXPENSE_TYPE.COMMISSION || l.ExpenseType === EXPENSE_TYPE.ADDITIONAL)
        .filter((l) => l.ExpenseAmount > 0 || l.Name !== PENALTY)
        .map((l, i) => (
          <Fragment key={i}>
            <dt>{l.Name ?? TYPE_LABEL[l.ExpenseType]}</dt>
            <dd data-testid={lineTestId(l)}>{formatRub(l.ExpenseAmount)}</dd>
          </Fragment>
        ))}
    </>
  );
}

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
            {next.data.DueAmount !== undefined && next.data.DueAmount > (next.data.PaymentAmount ?? 0) ? (
              <>
                <dt>К оплате в дату платежа</dt>
                <dd data-testid="due-amount">{formatRub(next.data.DueAmount)}</dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt>Основной долг</dt>
        <dd data-testid="expense-main-debt">{formatRub(totals.mainDebt)}</dd>
        <dt>Проценты</dt>
        <dd data-testid="expense-interest">{formatRub(totals.interest)}</dd>
        <ChargeLines lines={expenses.data} />
      </FactList>
      {!expired ? <Hint>Проценты начисляются только за дни пользования займом: погасить раньше — дешевле.</Hint> : null}
    </Card>
  );
}
