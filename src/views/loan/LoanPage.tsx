// /lk/loans/:id — one loan of the client: its status and terms, the schedule, the payments made,
// the debt day by day, and its documents (the contract as a PDF, the individual terms). Each part
// is its own read with its loading, empty and error states; another client's loan is "not found".
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import type { ViewProps } from '@/flows/route-types';
import { useQueries } from '@/flows/queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { FactList } from '@/components/ui/FactList';
import { Html } from '@/components/ui/Html';
import { LoadError } from '@/components/ui/LoadError';
import { formatMoscowDateTime, formatNewsDate } from '@/domain/dates';
import { formatPercent, formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { isActiveLoan, isRefusedLoan } from '@machines/loan-status';
import { OfferCharges } from '@/components/loan-offer/OfferCharges';
import { ServiceRefusal } from './ServiceRefusal';
import { LoanActions } from '../cabinet/dashboard/LoanActions';

const Section = styled('section', { display: 'grid', gap: '$3', marginBottom: '$6' });
const Heading = styled('h2', { margin: 0, fontSize: '$5' });
const ScrollBox = styled('div', { overflowX: 'auto' });
const Table = styled('table', { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', padding: '$2', borderBottom: '1px solid $border', whiteSpace: 'nowrap' } });

/** A table of amounts by date; on a phone it scrolls sideways, and the keyboard can scroll it too. */
function MoneyTable<Row>({ label, rows, columns }: { label: string; rows: readonly Row[]; columns: [title: string, cell: (row: Row) => string][] }) {
  return (
    <ScrollBox role="region" aria-label={label} tabIndex={0}>
      <Table>
        <thead>
          <tr>
            {columns.map(([title]) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map(([title, cell]) => (
                <td key={title}>{cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollBox>
  );
}

type Queries = ReturnType<typeof useQueries>['loans'];
type HistoryDay = { Paid?: number; WrittenOff?: number; ProlongedDays?: number; Charged?: number };
type DebtRow = { Date: string; Principal: number; Interest: number; Penalty?: number; Fees?: number; Total: number };

/** A debt by its parts, as the schedule and the day-by-day history both show it. */
const debtColumns: [string, (r: DebtRow) => string][] = [
  ['Дата', (r) => day(r.Date)],
  ['Основной долг', (r) => formatRub(r.Principal)],
  ['Проценты', (r) => formatRub(r.Interest)],
  ['Пени', (r) => formatRub(r.Penalty ?? 0)],
  ['Комиссии и услуги', (r) => formatRub(r.Fees ?? 0)],
  ['Всего', (r) => formatRub(r.Total)],
];

/** What happened on a day of the loan: a payment, the lender's write-off, a prolongation. */
const dayEvents = (r: HistoryDay) =>
  [r.Paid ? `оплата ${formatRub(r.Paid)}` : '', r.WrittenOff ? `списано кредитором ${formatRub(r.WrittenOff)}` : '', r.ProlongedDays ? `продление на ${r.ProlongedDays} дн.` : '']
    .filter(Boolean)
    .join(', ') || '—';
/** A payment's amount, and what the bank took back of it (a refund or chargeback: owed again). */
const paymentAmount = (p: { Amount: number; Reversed?: number }) => (p.Reversed ? `${formatRub(p.Amount)}, возвращено банком ${formatRub(p.Reversed)}` : formatRub(p.Amount));
const day = (iso: string) => formatNewsDate(iso.slice(0, 10));

function Part<T>({ title, id, query, empty, children }: { title: string; id: string; query: ReturnType<typeof useQuery<T>>; empty: (data: T) => boolean; children: (data: T) => React.ReactNode }) {
  return (
    <Section aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{title}</Heading>
      {query.isPending ? <Loading role="status">Загрузка…</Loading> : null}
      {query.isError ? <LoadError message={query.error.message} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess ? (empty(query.data) ? <p>Пока ничего нет.</p> : children(query.data)) : null}
    </Section>
  );
}

/** A PDF read with the client's token, offered as a download link. */
function PdfLink({ query, name, testId }: { query: ReturnType<typeof useQuery<unknown>>; name: string; testId: string }) {
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data as Blob) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (query.isPending) return <Loading role="status">Готовим документ…</Loading>;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <a href={url!} download={`${name}.pdf`} data-testid={testId}>
      {name} (PDF)
    </a>
  );
}

function ContractLink({ id, queries }: { id: number; queries: Queries }) {
  return <PdfLink query={useQuery(queries.contract(id))} name={`Договор займа № ${id}`} testId="loan-contract" />;
}

function ProlongationLink({ id, agreementId, name, signedAt, queries }: { id: number; agreementId: number; name: string; signedAt: string | null | undefined; queries: Queries }) {
  return (
    <li>
      <PdfLink query={useQuery(queries.prolongationAgreement(id, agreementId))} name={name} testId="loan-prolongation-agreement" />
      {signedAt ? <> — подписано {formatMoscowDateTime(signedAt)}</> : null}
    </li>
  );
}

/** The additional agreements of the loan's prolongations, each its own signed document. */
function ProlongationAgreements({ id, queries }: { id: number; queries: Queries }) {
  const documents = useQuery(queries.documents(id));
  const prolongations = (documents.data ?? []).filter((d) => d.Url.includes('/ProlongationAgreement/'));
  if (documents.isError) return <LoadError message={documents.error.message} onRetry={() => void documents.refetch()} />;
  if (prolongations.length === 0) return null;
  return (
    <ul data-testid="loan-prolongations">
      {prolongations.map((d) => (
        <ProlongationLink key={d.Id} id={id} agreementId={d.Id} name={d.Name} signedAt={d.SignedAt} queries={queries} />
      ))}
    </ul>
  );
}

function Documents({ id, queries, refused }: { id: number; queries: Queries; refused: boolean }) {
  const agreement = useQuery({ ...queries.agreement(id), enabled: !refused });
  if (refused) return <p>По отказанной заявке договора нет.</p>;
  return (
    <>
      <ContractLink id={id} queries={queries} />
      <ProlongationAgreements id={id} queries={queries} />
      {agreement.isError ? <LoadError message={agreement.error.message} onRetry={() => void agreement.refetch()} /> : null}
      {agreement.data ? (
        <details>
          <summary>Индивидуальные условия</summary>
          <Html html={agreement.data.Content} />
        </details>
      ) : null}
    </>
  );
}

export default function LoanPage({ params }: ViewProps) {
  const id = Number(params.id);
  const { loans: queries } = useQueries();
  const loan = useQuery(queries.one(id));
  const schedule = useQuery({ ...queries.schedule(id), enabled: loan.isSuccess });
  const payments = useQuery({ ...queries.payments(id), enabled: loan.isSuccess });
  const history = useQuery({ ...queries.dailyHistory(id), enabled: loan.isSuccess });
  // The loan's StatusLoan as the answer carries it, as on the dashboard.
  const statusLoan = loan.data?.StatusLoan ?? undefined;

  return (
    <Container data-testid="page-loan">
      <PageTitle>Заём № {id}</PageTitle>
      <p>
        <Link href="/lk/Dashboard">← В личный кабинет</Link>
      </p>
      {loan.isPending ? <Loading role="status">Загрузка…</Loading> : null}
      {loan.isError ? <LoadError message={loan.error.message} onRetry={() => void loan.refetch()} /> : null}
      {loan.data ? (
        <>
          <Section aria-labelledby="loan-terms" data-testid="loan-terms">
            <Heading id="loan-terms">{statusLoan?.Title ?? 'Статус уточняется'}</Heading>
            <FactList>
              <dt>Сумма займа</dt>
              <dd>{loan.data.Amount !== undefined ? formatRub(loan.data.Amount) : '—'}</dd>
              <dt>Срок</dt>
              <dd>{loan.data.Term !== undefined ? `${loan.data.Term} дн.` : '—'}</dd>
              <dt>Дата заявки</dt>
              <dd>{loan.data.CreatedAt ? day(loan.data.CreatedAt) : '—'}</dd>
              {loan.data.DueDate ? (
                <>
                  <dt>Дата возврата</dt>
                  <dd>{day(loan.data.DueDate)}</dd>
                </>
              ) : null}
            </FactList>
            <LoanActions loan={{ ...loan.data, StatusLoan: statusLoan }} canApply={false} />
          </Section>
          {loan.data.Offer && !isRefusedLoan(loan.data) ? (
            <Section aria-labelledby="loan-charges" data-testid="loan-charges">
              <Heading id="loan-charges">Условия договора</Heading>
              <FactList>
                <OfferCharges
                  offer={loan.data.Offer}
                  feeExtra={(fee) => <ServiceRefusal loanId={id} fee={fee} loanOpen={isActiveLoan({ ...loan.data, StatusLoan: statusLoan })} />}
                />
                <dt>ПСК</dt>
                <dd>
                  {formatPercent(loan.data.Offer.Psk, 3)} годовых{loan.data.Offer.PskAmount !== undefined ? `, ${formatRub(loan.data.Offer.PskAmount)}` : ''}
                </dd>
              </FactList>
            </Section>
          ) : null}
          <Section aria-labelledby="loan-documents" data-testid="loan-documents">
            <Heading id="loan-documents">Документы</Heading>
            <Documents id={id} queries={queries} refused={isRefusedLoan(loan.data)} />
          </Section>
          <Part title="График платежей" id="loan-schedule" query={schedule} empty={(rows) => rows.length === 0}>
            {(rows) => (
              <MoneyTable
                label="График платежей"
                rows={rows}
                columns={debtColumns}
              />
            )}
          </Part>
          <Part title="Платежи" id="loan-payments" query={payments} empty={(rows) => rows.length === 0}>
            {(rows) => <MoneyTable label="Платежи" rows={rows} columns={[['Дата', (p) => day(p.PaidAt)], ['Сумма', paymentAmount]]} />}
          </Part>
          <Part title="Долг по дням" id="loan-history" query={history} empty={(rows) => rows.length === 0}>
            {(rows) => (
              <details>
                <summary>Показать {rows.length} дн.</summary>
                <MoneyTable
                  label="Долг по дням"
                  rows={rows}
                  columns={[...debtColumns, ['Что было', dayEvents]]}
                />
              </details>
            )}
          </Part>
        </>
      ) : null}
    </Container>
  );
}
