// BANK_CARD_REGISTRATION: the card is entered on the payment provider's page (AddCardByUrl);
// the provider sends the user back here and the linked card shows masked. The calls are the
// registration machine's (loadCards, requestCardLink); this renders its states.
import { Button } from '@/components/ui/Button';
import { cardReturnOf } from '@/domain/page-query';
import { Actions, Lead, Notice, Spinner, StepBox, Subtitle } from '@/components/form/styles';
import { RegistrationActor } from '@/flows/registration/registration-context';

export const CARD_NOT_LINKED = 'Карта не привязана. Попробуйте ещё раз.';

export function BankCardStep() {
  const actor = RegistrationActor.useActorRef();
  const loading = RegistrationActor.useSelector((s) => s.matches({ filling: { bankCard: 'loading' } }));
  const loadFailed = RegistrationActor.useSelector((s) => s.matches({ filling: { bankCard: 'loadFailed' } }));
  const busy = RegistrationActor.useSelector((s) => s.hasTag('busy'));
  const message = RegistrationActor.useSelector((s) => (s.hasTag('error') ? (s.context.stepMessage ?? null) : null));
  const card = RegistrationActor.useSelector((s) => (s.context.bankCardId !== null ? (s.context.bankCardMask ?? null) : null));
  const canContinue = RegistrationActor.useSelector((s) => s.can({ type: 'step.next' }));
  // The provider's answer when the client came back without a card.
  const cancelled = cardReturnOf(window.location.search).cardError !== null;

  return (
    <StepBox data-testid="step-BANK_CARD_REGISTRATION">
      <Subtitle>Банковская карта</Subtitle>
      <Lead>На эту карту придут деньги. Данные карты вводятся на защищённой странице платёжного сервиса.</Lead>
      {loading ? <Notice role="status">Загружаем ваши карты…</Notice> : null}
      {card ? (
        <Notice tone="success" data-testid="linked-card">
          Карта {card} привязана
        </Notice>
      ) : null}
      {cancelled && !card && !loading ? <Notice tone="error">{CARD_NOT_LINKED}</Notice> : null}
      {message ? (
        <Notice tone="error" role="alert" data-testid="form-error">
          {message}
        </Notice>
      ) : null}
      <Actions>
        {loadFailed ? (
          <Button type="button" onClick={() => actor.send({ type: 'cards.retry' })} data-testid="cards-retry">
            Повторить
          </Button>
        ) : (
          <Button type="button" variant={card ? 'secondary' : 'primary'} onClick={() => actor.send({ type: 'card.link' })} disabled={loading || busy} data-testid="link-card">
            {busy ? <Spinner aria-hidden="true" /> : null}
            {card ? 'Привязать другую карту' : 'Привязать карту'}
          </Button>
        )}
        {canContinue ? (
          <Button type="button" onClick={() => actor.send({ type: 'step.next' })} data-testid="step-submit">
            Продолжить
          </Button>
        ) : null}
      </Actions>
    </StepBox>
  );
}
