// /lk/loans/:id/prolongation — prolonging a loan (machines/prolongation.machine.ts): the term and
// its price, the additional agreement, the SMS code, then the fee. Renders the machine's state.
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useLocation } from 'wouter';
import type { FormActorRef } from '@machines/form.machine';
import type { ViewProps } from '@/flows/route-types';
import { useProlongationLogic, type provideProlongation } from '@/flows/prolongation';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { StepRegion } from '@/components/layout/StepRegion';
import { SmsCodeForm } from '@/components/signing/SmsCodeForm';
import { Button, ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { formatRub, NBSP } from '@/domain/money';
import { TARIFFS } from '@/domain/tariff';
import { useRuntimeConfig } from '@/flows/config-context';
import { formatNewsDate } from '@/domain/dates';
import { WaitingDocuments } from '../cabinet/dashboard/WaitingDocuments';
import { AgreementStep } from './AgreementStep';
import { TermStep } from './TermStep';
import { Actions, Section } from './styles';
import { useNotices } from '@/flows/notices';

type ProlongationActor = ReturnType<typeof useFlowActor<ReturnType<typeof provideProlongation>>>;

function Signed({ actor }: { actor: ProlongationActor }) {
  const offer = useSelector(actor, (s) => s.context.offer!);
  return (
    <Section data-testid="prolongation-signed">
      <h2>Продление оформлено</h2>
      <Notice tone="success" role="status">
        Заём продлён. Новая дата возврата — <strong data-testid="prolongation-new-due">{formatNewsDate(offer.NewDueDate)}</strong>.
      </Notice>
      <p>
        Проценты по новую дату возврата — {formatRub(offer.Fee)}. Оплатите их сейчас — и к новой дате останется вернуть только основной долг; их
        можно внести и вместе с займом до новой даты возврата. Подписанное соглашение — в разделе «Документы».
      </p>
      <Actions>
        <Button type="button" onClick={() => actor.send({ type: 'fee.pay' })} data-testid="prolongation-pay">
          Оплатить {formatRub(offer.Fee)}
        </Button>
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'fee.later' })}>
          Оплачу позже
        </Button>
        <ButtonLink href="/lk/agreements" variant="ghost">
          Документы
        </ButtonLink>
      </Actions>
    </Section>
  );
}

function CodeStep({ actor }: { actor: ProlongationActor }) {
  const form = useSelector(actor, (s) => s.children.codeForm as FormActorRef<'code'> | undefined);
  const sentTo = useSelector(actor, (s) => s.context.sentTo);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canResend = useSelector(actor, (s) => s.hasTag('canResend'));
  const error = useSelector(actor, (s) => s.context.error);
  if (!form) return null;
  return (
    <Section>
      <h2>Подпишите соглашение</h2>
      <SmsCodeForm id="prolongation" form={form} sentTo={sentTo} busy={busy} canResend={canResend} onResend={() => actor.send({ type: 'code.resend' })} submitLabel="Подписать и продлить" error={error}>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'term.change' })}>
          Изменить срок
        </Button>
      </SmsCodeForm>
    </Section>
  );
}

function Prolongation({ loanId }: { loanId: number }) {
  const [, navigate] = useLocation();
  const logic = useProlongationLogic(navigate);
  const actor = useFlowActor(logic, { input: { loanId } });
  useNotices(actor);
  const view = useSelector(actor, (s) =>
    s.hasTag('loading') ? 'loading' : s.hasTag('loadFailed') ? 'loadFailed' : s.hasTag('unavailable') ? 'unavailable' : s.hasTag('priceFailed') ? 'priceFailed' : s.hasTag('choosing') ? 'choosing' : s.hasTag('agreement') ? 'agreement' : s.hasTag('code') ? 'code' : s.hasTag('signed') ? 'signed' : 'leaving',
  );
  return (
    <StepRegion step={view === 'leaving' ? 'loading' : view}>
      <ProlongationStep view={view} actor={actor} />
    </StepRegion>
  );
}

function ProlongationStep({ view, actor }: { view: string; actor: ProlongationActor }) {
  const error = useSelector(actor, (s) => s.context.error);
  const tariff = TARIFFS[useRuntimeConfig().tenant];
  switch (view) {
    case 'loading':
    case 'leaving':
      return <Loading role="status">Загрузка…</Loading>;
    case 'loadFailed':
      return <LoadError message={error} onRetry={() => actor.send({ type: 'load.retry' })} />;
    case 'priceFailed':
      return <LoadError message={error} onRetry={() => actor.send({ type: 'offer.retry' })} />;
    case 'unavailable':
      return (
        <Section>
          <h2>Продление недоступно</h2>
          <Notice role="status" data-testid="prolongation-unavailable">
            Этот заём сейчас нельзя продлить: продлить можно действующий заём до даты возврата не больше {tariff.prolongation.maxCount} раз, если
            сумма начислений не превысит {tariff.chargesCapPercent}{NBSP}% суммы займа.
          </Notice>
          <Actions>
            <ButtonLink href="/lk/Dashboard">В личный кабинет</ButtonLink>
          </Actions>
        </Section>
      );
    case 'choosing':
      return <TermStep actor={actor} />;
    case 'agreement':
      return <AgreementStep actor={actor} />;
    case 'code':
      return <CodeStep actor={actor} />;
    case 'signed':
      return <Signed actor={actor} />;
  }
}

export default function ProlongationPage({ route, params }: ViewProps) {
  const loanId = Number(params.id);
  return (
    <Container data-testid="page-prolongation">
      <PageTitle>{route.meta.title}</PageTitle>
      <WaitingDocuments />
      {Number.isInteger(loanId) && loanId > 0 ? (
        <Prolongation loanId={loanId} />
      ) : (
        <Notice tone="error" role="alert">
          Заём не найден.
        </Notice>
      )}
    </Container>
  );
}

export type { ProlongationActor };
