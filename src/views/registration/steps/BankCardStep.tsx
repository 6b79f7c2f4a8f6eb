// BANK_CARD_REGISTRATION: the card is entered on the payment provider's page (AddCardByUrl);
// the provider sends the user back here and the linked card shows masked.
import { useEffect, useState } from 'react';
import type { Schemas } from '../../../api/account';
import { Button } from '../../../components/ui/Button';
import { Actions, Lead, Notice, Spinner, StepBox, Subtitle } from '../../../components/form/styles';
import { RegistrationActor, useRegistrationServices } from '../registration-context';

type Card = Schemas['Card'];

/** '220000******4242' → '•••• 4242'. */
export const maskedCard = (pan: string): string => `•••• ${pan.slice(-4)}`;

export function BankCardStep() {
  const { api, path } = useRegistrationServices();
  const actor = RegistrationActor.useActorRef();
  const [cards, setCards] = useState<Card[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const returned = new URLSearchParams(window.location.search);
  const cancelled = returned.get('cardError') !== null;

  useEffect(() => {
    let live = true;
    api
      .cards()
      .then((list) => {
        if (!live) return;
        setCards(list);
        const chosen = list.find((c) => String(c.Id) === returned.get('cardAdded')) ?? list.find((c) => c.IsDefault) ?? list[list.length - 1];
        if (chosen) actor.send({ type: 'bankCard.select', bankCardId: chosen.Id });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
    // Read once per visit of the step; the query only matters on the way back from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, actor]);

  const bankCardId = RegistrationActor.useSelector((s) => s.context.bankCardId);
  const card = cards?.find((c) => c.Id === bankCardId) ?? null;

  const linkCard = () => {
    setLeaving(true);
    setError(null);
    api
      .addCardByUrl(path)
      .then(({ Url }) => {
        if (!Url) throw new Error('Платёжный сервис не ответил, попробуйте ещё раз');
        window.location.assign(Url);
      })
      .catch((e: unknown) => {
        setLeaving(false);
        setError(e instanceof Error ? e.message : String(e));
      });
  };

  return (
    <StepBox data-testid="step-BANK_CARD_REGISTRATION">
      <Subtitle>Банковская карта</Subtitle>
      <Lead>На эту карту придут деньги. Данные карты вводятся на защищённой странице платёжного сервиса.</Lead>
      {cards === null && !error ? <Notice role="status">Загружаем ваши карты…</Notice> : null}
      {card ? (
        <Notice tone="success" data-testid="linked-card">
          Карта {maskedCard(card.MaskedPan)} привязана
        </Notice>
      ) : null}
      {cancelled && !card ? <Notice tone="error">Карта не привязана. Попробуйте ещё раз.</Notice> : null}
      {error ? <Notice tone="error" role="alert" data-testid="form-error">{error}</Notice> : null}
      <Actions>
        <Button type="button" variant={card ? 'secondary' : 'primary'} onClick={linkCard} disabled={leaving} data-testid="link-card">
          {leaving ? <Spinner aria-hidden="true" /> : null}
          {card ? 'Привязать другую карту' : 'Привязать карту'}
        </Button>
        {card ? (
          <Button type="button" onClick={() => actor.send({ type: 'step.next' })} data-testid="step-submit">
            Продолжить
          </Button>
        ) : null}
      </Actions>
    </StepBox>
  );
}
