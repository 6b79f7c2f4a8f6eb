// SCORING: the application is sent, its answer polled, and the decision shown. An approval is an
// offer: the client reads its conditions and signs it with the SMS code (LoanOfferPanel) before
// any money leaves; "continue" then goes where the post-login rules say (requirements §2.5).
import { selectDecision } from '@machines/registration.selectors';
import { LoanOfferPanel } from '@/components/loan-offer/LoanOfferPanel';
import { Button } from '@/components/ui/Button';
import { Actions, Lead, Notice, Spinner, StepBox, Subtitle } from '@/components/form/styles';
import { RegistrationActor } from '@/flows/registration/registration-context';
import { SCORING_CONNECTION_MESSAGE } from '@/flows/registration/registration-logic';

export function ScoringStep() {
  const actor = RegistrationActor.useActorRef();
  const busy = RegistrationActor.useSelector((s) => s.hasTag('busy'));
  const decision = RegistrationActor.useSelector(selectDecision);
  const failed = RegistrationActor.useSelector((s) => s.hasTag('error'));
  const failure = RegistrationActor.useSelector((s) => s.context.scoringError ?? SCORING_CONNECTION_MESSAGE);
  const leaving = RegistrationActor.useSelector((s) => s.hasTag('leaving'));
  const proceed = () => actor.send({ type: 'scoring.continue' });

  return (
    <StepBox data-testid="step-SCORING" aria-live="polite">
      <Subtitle>Решение по заявке</Subtitle>
      {busy ? (
        <Notice role="status" data-testid="scoring-pending">
          <Spinner aria-hidden="true" /> Рассматриваем заявку. Обычно это занимает меньше минуты — не закрывайте страницу.
        </Notice>
      ) : null}
      {decision === 'approved' ? (
        <div data-testid="scoring-approved">
          <LoanOfferPanel after={<Continue onClick={proceed} leaving={leaving} />} />
        </div>
      ) : null}
      {decision === 'refused' ? (
        <Notice tone="error" data-testid="scoring-refused">
          К сожалению, сейчас мы не можем выдать заём.
        </Notice>
      ) : null}
      {failed ? (
        <>
          <Notice tone="error" role="alert" data-testid="scoring-error">
            {failure}
          </Notice>
          <Actions>
            <Button type="button" onClick={() => actor.send({ type: 'scoring.retry' })} data-testid="scoring-retry">
              Попробовать ещё раз
            </Button>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
              Назад
            </Button>
          </Actions>
        </>
      ) : null}
      {decision === 'refused' ? <Continue onClick={proceed} leaving={leaving} /> : null}
    </StepBox>
  );
}

function Continue({ onClick, leaving }: { onClick: () => void; leaving: boolean }) {
  return (
    <>
      <Lead>Подробности — в личном кабинете.</Lead>
      <Actions>
        <Button type="button" onClick={onClick} disabled={leaving} data-testid="scoring-continue">
          {leaving ? <Spinner aria-hidden="true" /> : null}
          Перейти в личный кабинет
        </Button>
      </Actions>
    </>
  );
}
