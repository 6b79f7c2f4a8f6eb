// The client's loans, oldest first (requirements §3), each by its status title rather than its number,
// each number opening the loan's own page.
import { Link } from 'wouter';
import type { Loan } from '@/api/loans';
import { formatNewsDate } from '@/domain/dates';
import { formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';

/** The number is the main way into the loan's page: a thumb-sized target, however short the number. */
const NumberLink = styled(Link, { display: 'inline-flex', alignItems: 'center', minWidth: '44px', minHeight: '44px', fontWeight: '$bold' });
/** On a phone the four columns scroll sideways inside their own strip, never the page (issue 28). */
const Scroll = styled('div', { overflowX: 'auto' });
const Table = styled('table', { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', padding: '$2', borderBottom: '1px solid $border' } });

export function LoansTable({ loans }: { loans: readonly Loan[] }) {
  return (
    <section aria-labelledby="loans-heading">
      <h2 id="loans-heading">Ваши займы</h2>
      <Scroll>
      <Table data-testid="loans">
        <thead>
          <tr>
            <th scope="col">Номер</th>
            <th scope="col">Сумма</th>
            <th scope="col">Дата</th>
            <th scope="col">Статус</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan.Id}>
              <td>
                <NumberLink href={`/lk/loans/${loan.Id}`} aria-label={`Заём № ${loan.Id}`}>
                  {loan.Id}
                </NumberLink>
              </td>
              <td>{loan.Amount !== undefined ? formatRub(loan.Amount) : '—'}</td>
              <td>{loan.CreatedAt ? formatNewsDate(loan.CreatedAt) : '—'}</td>
              <td>{loan.StatusLoan?.Title ?? loan.Status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      </Scroll>
    </section>
  );
}
