// SCORING: the application is sent, its answer polled, and the decision shown. An approval is an
// offer: the client reads its conditions and signs it with the SMS code (LoanOfferPanel) before
// any money leaves; "continue" then goes where the post-login rules say (SPEC §2.5).
import { useRouteAfterLogin } from '@/flows/session/use-complete-login';
import { SessionActor } from '@/flows/session/SessionProvider';
import { LoanOfferPanel } from '@/components/loan-offer/LoanOfferPanel';
import { Button } from '@/components/ui/Button';
import { Actions, Lead, Notice, Spinner, StepBox, Subtitle } from '@/components/form/styles';
import { RegistrationActor, useRegistrationServices } from '@/flows/registration/registration-context';
import { SCORING_CONNECTION_MESSAGE } from '@/flows/registration/registration-logic';

export function ScoringStep() {
  const actor = RegistrationActor.useActorRef();
  const { variant } = useRegistrationServices();
  const busy = RegistrationActor.useSelector((s) => s.hasTag('busy'));
  const approved = RegistrationActor.useSelector((s) => s.hasTag('approved'));
  const refused = RegistrationActor.useSelector((s) => s.hasTag('refused'));
  const failed = RegistrationActor.useSelector((s) => s.hasTag('error'));
  const failure = RegistrationActor.useSelector((s) => s.context.scoringError ?? SCORING_CONNECTION_MESSAGE);
  const routeAfterLogin = useRouteAfterLogin();
  // The session is routing the client (SPEC §2.5) once «Перейти в личный кабинет» was pressed.
  const leaving = SessionActor.useSelector((s) => s.context.routeFrom !== null || s.hasTag('routing'));

  const proceed = () => {
    routeAfterLogin(variant === 'creation' ? '/creation' : '/registration')
      .then(() => actor.send({ type: 'registration.reset' }))
      .catch((error: unknown) => console.warn('[registration] routing:', error));
  };

  return (
    <StepBox data-testid="step-SCORING" aria-live="polite">
      <Subtitle>Решение по заявке</Subtitle>
      {busy ? (
        <Notice role="status" data-testid="scoring-pending">
          <Spinner aria-hidden="true" /> Рассматриваем заявку. Обычно это занимает меньше минуты — не закрывайте страницу.
        </Notice>
      ) : null}
      {approved ? (
        <div data-testid="scoring-approved">
          <LoanOfferPanel after={<Continue onClick={proceed} leaving={leaving} />} />
        </div>
      ) : null}
      {refused ? (
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
      {refused ? <Continue onClick={proceed} leaving={leaving} /> : null}
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
