// /lk/Dashboard: the client's greeting, the latest loan as the loan-status statechart sees it,
// the active loan's amount to pay, due date and expense totals (requirements §4), and what the client can
// do next — from the loan's StatusLoan.Capabilities and the machine's tags.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useMemo } from 'react';
import { isActiveLoan, isBlockedClient, NEW_CLIENT_TITLE } from '@machines/loan-status';
import type { Loan } from '@/api/loans';
import type { ViewProps } from '@/flows/route-types';
import { ApplicationBlockedNotice } from '@/views/registration/ApplicationBlocked';
import { useLoanStatus } from '@/flows/loan-status';
import { useQueries } from '@/flows/queries';
import { SessionActor } from '@/flows/session/SessionProvider';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { LoanOfferPanel } from '@/components/loan-offer/LoanOfferPanel';
import { LoadError } from '@/components/ui/LoadError';
import { styled } from '@/theme/stitches.config';
import { ActiveLoanCard } from './ActiveLoanCard';
import { CabinetNews } from './CabinetNews';
import { LoanActions } from './LoanActions';
import { LoansTable } from './LoansTable';
import { ServiceBanners } from './ServiceBanners';
import { UnderRequestList } from './UnderRequestList';
import { WaitingDocuments } from './WaitingDocuments';

const Section = styled('section', { display: 'grid', gap: '$3', marginBottom: '$6' });
const Heading = styled('h2', { margin: 0, fontSize: '$5' });
const Status = styled('p', { margin: 0, fontSize: '$4', fontWeight: 600 });

const byId = (loans: readonly Loan[]) => [...loans].sort((a, b) => a.Id - b.Id);

export default function DashboardPage({ route }: ViewProps) {
  const token = SessionActor.useSelector((s) => s.context.token);
  const { user: queries, loans: loanQueries } = useQueries();
  const profile = useQuery({ ...queries.profile(token), enabled: token !== null });
  // From the profile the page's HTML brought (the session's copy of it comes a moment later): the
  // server-rendered dashboard and its hydration agree on it (issue 32).
  const blocked = isBlockedClient(profile.data);
  const loansQuery = useQuery({ ...queries.loans(), enabled: token !== null });
  const loans = useMemo(() => byId((loansQuery.data ?? []) as Loan[]), [loansQuery.data]);
  const last: Loan | undefined = loans[loans.length - 1];
  const active = loans.find(isActiveLoan);

  // The statechart is the model the screen renders: server answers re-derive its state.
  const status = useLoanStatus(last);
  const state = useSelector(status, (s) => s.value);
  const isPending = useSelector(status, (s) => s.hasTag('pending'));
  const canApply = useSelector(status, (s) => s.hasTag('canApply'));
  const isActive = useSelector(status, (s) => s.hasTag('activeLoan'));
  const isExpired = useSelector(status, (s) => s.hasTag('expired'));
  const isFailure = useSelector(status, (s) => s.hasTag('scoringFailure'));
  // Once an offer is on screen the panel stays (the machine keeps it), so its "signed" message outlives the loans refetch.
  const offerShown = useSelector(status, (s) => s.context.offerShown);

  const name = profile.data?.UserInfo?.FirstName;

  return (
    <Container data-testid="page-dashboard">
      <PageTitle>{route.meta.title}</PageTitle>
      {profile.data ? <p data-testid="client-name">Здравствуйте{name ? `, ${name}` : ''}!</p> : null}
      <ServiceBanners />
      <UnderRequestList />
      <WaitingDocuments />
      {loansQuery.isPending && token ? <Loading role="status">Загрузка…</Loading> : null}
      {loansQuery.isError ? <LoadError message={loansQuery.error.message} onRetry={() => void loansQuery.refetch()} /> : null}
      {loansQuery.isSuccess ? (
        <Section aria-labelledby="loan-status-heading" data-testid="loan-status" data-state={state}>
          <Heading id="loan-status-heading">Статус</Heading>
          <Status data-testid="loan-status-title">{last?.StatusLoan?.Title ?? NEW_CLIENT_TITLE}</Status>
          {isPending ? <p role="status">Статус обновится сам, как только придёт ответ.</p> : null}
          {isFailure ? (
            <p>
              К сожалению, по последней заявке пришёл отказ. <Link href="/lk/scoring-failure">Причины — на странице решения по заявке</Link>.
            </p>
          ) : null}
          {active && isActive ? <ActiveLoanCard loan={active} expired={isExpired} queries={loanQueries} /> : null}
          {offerShown ? <LoanOfferPanel /> : null}
          <LoanActions loan={last} canApply={canApply && !blocked} />
          {blocked ? <ApplicationBlockedNotice /> : null}
        </Section>
      ) : null}
      {loans.length > 0 ? <LoansTable loans={loans} /> : loansQuery.isSuccess ? <p>Займов пока нет.</p> : null}
      <CabinetNews />
    </Container>
  );
}
