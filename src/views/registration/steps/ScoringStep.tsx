// SCORING: the application is sent, its answer polled, and the decision shown; "continue"
// then goes where the post-login rules say (SPEC §2.5).
import { useState } from 'react';
import { useRouteAfterLogin } from '../../../app/session/use-complete-login';
import { routeFlagsOf } from '../../../app/session/post-login';
import { Button } from '../../../components/ui/Button';
import { Actions, Lead, Notice, Spinner, Subtitle } from '../form/styles';
import { RegistrationActor, useRegistrationServices } from '../registration-context';

export function ScoringStep() {
  const actor = RegistrationActor.useActorRef();
  const { variant } = useRegistrationServices();
  const busy = RegistrationActor.useSelector((s) => s.hasTag('busy'));
  const approved = RegistrationActor.useSelector((s) => s.hasTag('approved'));
  const refused = RegistrationActor.useSelector((s) => s.hasTag('refused'));
  const failed = RegistrationActor.useSelector((s) => s.hasTag('error'));
  const routeAfterLogin = useRouteAfterLogin();
  const [leaving, setLeaving] = useState(false);

  const proceed = () => {
    setLeaving(true);
    routeAfterLogin(routeFlagsOf(variant === 'creation' ? '/creation' : '/registration'), { reload: true })
      .then(() => actor.send({ type: 'registration.reset' }))
      .catch((error: unknown) => {
        console.warn('[registration] routing:', error);
        setLeaving(false);
      });
  };

  return (
    <section data-testid="step-SCORING" aria-live="polite">
      <Subtitle>Решение по заявке</Subtitle>
      {busy ? (
        <Notice role="status" data-testid="scoring-pending">
          <Spinner aria-hidden="true" /> Рассматриваем заявку. Обычно это занимает меньше минуты — не закрывайте страницу.
        </Notice>
      ) : null}
      {approved ? (
        <Notice tone="success" data-testid="scoring-approved">
          Заявка одобрена! Деньги отправлены на вашу карту.
        </Notice>
      ) : null}
      {refused ? (
        <Notice tone="error" data-testid="scoring-refused">
          К сожалению, сейчас мы не можем выдать заём.
        </Notice>
      ) : null}
      {failed ? (
        <>
          <Notice tone="error" role="alert" data-testid="scoring-error">
            Не удалось получить решение. Проверьте соединение и попробуйте ещё раз.
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
      {approved || refused ? (
        <>
          <Lead>Подробности — в личном кабинете.</Lead>
          <Actions>
            <Button type="button" onClick={proceed} disabled={leaving} data-testid="scoring-continue">
              {leaving ? <Spinner aria-hidden="true" /> : null}
              Перейти в личный кабинет
            </Button>
          </Actions>
        </>
      ) : null}
    </section>
  );
}
