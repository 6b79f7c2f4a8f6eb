// What the client can do next with the latest loan: the server's StatusLoan.Capabilities decide
// (pay, prolong, take a new loan); signing an offer is the offer panel's own flow. A blocked
// client is offered no new loan (the dashboard says why).
import type { Loan } from '../../../api/loans';
import { ButtonLink } from '../../../components/ui/Button';
import { styled } from '../../../theme/stitches.config';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

/** `onlyLoanActions`: on one loan's page, what can be done with that loan (no new loan offered). */
export function LoanActions({ loan, blocked, onlyLoanActions = false }: { loan: Loan | undefined; blocked: boolean; onlyLoanActions?: boolean }) {
  const can = new Set(loan?.StatusLoan?.Capabilities ?? ['GetLoan']);
  const id = loan?.Id;
  return (
    <Row data-testid="loan-actions">
      {id && can.has('Pay') ? <ButtonLink href={`/lk/payment?loanId=${id}`}>Оплатить</ButtonLink> : null}
      {id && can.has('Prolong') ? <ButtonLink href={`/lk/loans/${id}/prolongation`}>Продлить заём</ButtonLink> : null}
      {can.has('GetLoan') && !blocked && !onlyLoanActions ? <ButtonLink href="/lk/new-loan">Получить новый заём</ButtonLink> : null}
    </Row>
  );
}
