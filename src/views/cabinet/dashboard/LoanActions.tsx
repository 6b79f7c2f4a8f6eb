// What the client can do next with the latest loan: the server's StatusLoan.Capabilities decide
// (pay, prolong, take a new loan), its Action is the one shown first and strongest; a new loan also
// needs the loan-status machine to be in a state that allows applying (`canApply`) and the client
// not to be blocked (the dashboard says why). Signing an offer is the offer panel's own flow.
// «Продлить заём» is offered only when the loan's prolongation settings say it is available now
// (an overdue loan or one at the legal cap is not: issue 28), not on the status alone.
import { useQuery } from '@tanstack/react-query';
import type { Loan } from '@/api/loans';
import { useQueries } from '@/flows/queries';
import { PAINT_FIRST } from '@/flows/route-preload';
import { ButtonLink } from '@/components/ui/Button';
import { styled } from '@/theme/stitches.config';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

interface Props {
  loan: Loan | undefined;
  /** Whether a new application is possible now (the machine's tag, the client not blocked); false on one loan's page. */
  canApply: boolean;
}

export function LoanActions({ loan, canApply }: Props) {
  const can = new Set(loan?.StatusLoan?.Capabilities ?? ['GetLoan']);
  const main = loan?.StatusLoan?.Action ?? 'GetLoan';
  const variant = (capability: string) => (capability === main ? 'primary' : 'secondary');
  const id = loan?.Id;
  const prolongable = useQuery({ ...useQueries().prolongation.settings(id ?? 0), enabled: id !== undefined && can.has('Prolong') }).data?.Available === true;
  const actions = [
    id && can.has('Pay') ? { capability: 'Pay', href: `/lk/payment?loanId=${id}`, label: 'Оплатить' } : null,
    id && can.has('Prolong') && prolongable ? { capability: 'Prolong', href: `/lk/loans/${id}/prolongation`, label: 'Продлить заём' } : null,
    can.has('GetLoan') && canApply ? { capability: 'GetLoan', href: '/lk/new-loan', label: 'Получить новый заём' } : null,
  ].filter((a) => a !== null);
  return (
    <Row data-testid="loan-actions">
      {actions.map((a) => (
        <ButtonLink key={a.capability} href={a.href} variant={variant(a.capability)} {...PAINT_FIRST}>
          {a.label}
        </ButtonLink>
      ))}
    </Row>
  );
}
