// /lk/new-loan — a repeat loan for a registered client (machines/new-loan.machine.ts): the amount
// and term priced for this client, the application, the scoring answer, then the offer to sign
// (the loan-offer flow) or the refusal. Renders the flow's state.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import type { ViewProps } from '@/flows/route-types';
import { useNewLoanLogic } from '@/flows/new-loan';
import { useQueries } from '@/flows/queries';
import { SessionActor } from '@/flows/session/SessionProvider';
import { ApplicationBlockGate } from '../registration/ApplicationBlocked';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { Spinner } from '@/components/form/styles';
import { LoanOfferPanel } from '@/components/loan-offer/LoanOfferPanel';
import { ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import type { ApiCalculatorSettings } from '../home/calculator-settings';
import { Actions, Section } from '../prolongation/styles';
import { ChoiceEditor } from '../registration/LoanChoice';
import { useNotices } from '@/flows/notices';
import { StepRegion } from '@/components/layout/StepRegion';

const CABINET = '/lk/Dashboard';

function Calculator({ busy, onRequest }: { busy: boolean; onRequest: (amount: number, term: number) => void }) {
  const token = SessionActor.useSelector((s) => s.context.token);
  const calculator = useQuery(useQueries().account.registrationCalculator(token));
  if (calculator.isPending) return <Loading role="status">Загрузка…</Loading>;
  if (calculator.isError) return <LoadError message={calculator.error.message} onRetry={() => void calculator.refetch()} />;
  const settings = calculator.data.Settings as ApiCalculatorSettings;
  return (
    <ChoiceEditor
      settings={settings}
      initial={{ amount: Math.round(settings.DefaultAmount / 100), term: settings.DefaultTerm }}
      submitLabel="Отправить заявку"
      busy={busy}
      onChoose={(choice) => onRequest(choice.amount, choice.term)}
    />
  );
}

export default function NewLoanPage({ route }: ViewProps) {
  const actor = useFlowActor(useNewLoanLogic());
  useNotices(actor);
  const view = useSelector(actor, (s) =>
    s.hasTag('loading') ? 'loading'
    : s.hasTag('loadFailed') ? 'loadFailed'
    : s.hasTag('unavailable') ? 'unavailable'
    : s.hasTag('scoring') ? 'scoring'
    : s.hasTag('approved') ? 'approved'
    : s.hasTag('refused') ? 'refused'
    : 'choosing',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Container data-testid="page-new-loan">
      <PageTitle>{route.meta.title}</PageTitle>
      <ApplicationBlockGate>
        <StepRegion step={view}>
        <Section>
          {view === 'loading' ? <Loading role="status">Загрузка…</Loading> : null}
          {view === 'loadFailed' ? <LoadError message={error} onRetry={() => actor.send({ type: 'retry' })} /> : null}
          {view === 'unavailable' ? (
            <>
              <Notice role="status" data-testid="new-loan-unavailable">
                {error}
              </Notice>
              <Actions>
                <ButtonLink href={CABINET}>В личный кабинет</ButtonLink>
              </Actions>
            </>
          ) : null}
          {view === 'choosing' ? (
            <>
              {error ? (
                <Notice tone="error" role="alert" data-testid="new-loan-error">
                  {error}
                </Notice>
              ) : null}
              <Calculator busy={busy} onRequest={(amount, term) => actor.send({ type: 'loan.request', amount, term })} />
            </>
          ) : null}
          {view === 'scoring' ? (
            <Notice role="status" data-testid="new-loan-scoring">
              <Spinner aria-hidden="true" /> Рассматриваем заявку. Обычно это занимает несколько минут — страницу можно не закрывать.
            </Notice>
          ) : null}
          {view === 'approved' ? <LoanOfferPanel after={<ButtonLink href={CABINET}>В личный кабинет</ButtonLink>} /> : null}
          {view === 'refused' ? (
            <>
              <Notice tone="error" role="alert" data-testid="new-loan-refused">
                К сожалению, по заявке пришёл отказ.
              </Notice>
              <Actions>
                <ButtonLink href="/lk/scoring-failure">Причины отказа</ButtonLink>
                <ButtonLink href={CABINET} variant="secondary">
                  В личный кабинет
                </ButtonLink>
              </Actions>
            </>
          ) : null}
        </Section>
        </StepRegion>
      </ApplicationBlockGate>
    </Container>
  );
}
