// /lk/cards — the client's cards: link a new one on the provider's page, make one the default,
// choose the card of the active loan (machines/cards.machine.ts). Card data is a read of the
// server's list; the machine does every change.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useSearch } from 'wouter';
import type { Card } from '@/api/cards';
import { isActiveLoan, isWaitingOffer } from '@machines/loan-status';
import type { ViewProps } from '@/flows/route-types';
import { useCardsLogic } from '@/flows/cards';
import { useQueries } from '@/flows/queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { Spinner } from '@/components/form/styles';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { cardReturnOf } from '@/domain/page-query';
import { LoadError } from '@/components/ui/LoadError';
import { styled } from '@/theme/stitches.config';
import { Actions, Section } from '../prolongation/styles';
import { CardPhoto } from './CardPhoto';
import { useNotices } from '@/flows/notices';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' });
const Item = styled('li', { display: 'grid', gap: '$3', padding: '$4', border: '1px solid $border', borderRadius: '$sm', '@md': { gridTemplateColumns: 'auto 1fr auto', alignItems: 'center' } });
const Pan = styled('p', { margin: 0, fontSize: '$4', fontWeight: '$bold' });
const Meta = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2' });
const Badges = styled('p', { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '$2', '& span': { backgroundColor: '$brandSoft', color: '$text', padding: '2px $2', borderRadius: '$sm', fontSize: '$2' } });

const SYSTEMS: Record<Card['PaymentSystem'], string> = { Mir: 'Мир', Visa: 'Visa', Mastercard: 'Mastercard', Other: 'Карта' };
const expiry = (c: Card) => `${String(c.ExpiryMonth).padStart(2, '0')}/${String(c.ExpiryYear).slice(-2)}`;
const RETURN_NOTICES: Record<string, string> = { cancelled: 'Привязка карты отменена.' };

export default function CardsPage({ route }: ViewProps) {
  const queries = useQueries();
  const cards = useQuery(queries.cards.list());
  const loans = useQuery(queries.loans.list());
  // The payout card of an application or an offer can still be chosen; a signed loan keeps the card it was signed with.
  const loan = loans.data?.find(isActiveLoan) ?? loans.data?.find(isWaitingOffer);
  const logic = useCardsLogic();
  const actor = useFlowActor(logic);
  useNotices(actor);
  const notice = useSelector(actor, (s) => s.context.notice);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const linking = useSelector(actor, (s) => s.hasTag('linking'));
  const busyCardId = useSelector(actor, (s) => s.context.busyCardId);
  // The provider's page sends the browser back here with the outcome in the query.
  const { cardAdded, cardError } = cardReturnOf(useSearch());
  const returned = cardAdded !== null ? 'Карта привязана и выбрана основной.' : (RETURN_NOTICES[cardError ?? ''] ?? null);

  return (
    <Container data-testid="page-cards">
      <PageTitle>{route.meta.title}</PageTitle>
      <Section>
        {notice || returned ? (
          <Notice tone="success" role="status" data-testid="cards-notice">
            {notice ?? returned}
          </Notice>
        ) : null}
        {error ? (
          <Notice tone="error" role="alert" data-testid="cards-error">
            {error}
          </Notice>
        ) : null}
        {cards.isPending ? <Loading role="status">Загрузка…</Loading> : null}
        {cards.isError ? <LoadError message={cards.error.message} onRetry={() => void cards.refetch()} /> : null}
        {cards.data && cards.data.length === 0 ? <Notice role="status">Привязанных карт пока нет. Добавьте карту, чтобы получать займы и погашать их.</Notice> : null}
        {cards.data && cards.data.length > 0 ? (
          <List data-testid="cards-list">
            {cards.data.map((card) => {
              const label = `${SYSTEMS[card.PaymentSystem]} ${card.MaskedPan}`;
              const forLoan = loan !== undefined && loan.CardId === card.Id;
              return (
                <Item key={card.Id} data-testid={`card-${card.Id}`}>
                  {card.HasPhoto ? <CardPhoto queries={queries.cards} cardId={card.Id} label={label} /> : null}
                  <div>
                    <Pan>{label}</Pan>
                    <Meta>Действует до {expiry(card)}</Meta>
                    <Badges>
                      {card.IsDefault ? <span>Основная</span> : null}
                      {forLoan ? <span>Карта займа № {loan.Id}</span> : null}
                    </Badges>
                  </div>
                  <Actions>
                    {!card.IsDefault ? (
                      <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'card.makeDefault', cardId: card.Id })} aria-label={`Сделать основной: ${label}`}>
                        {busyCardId === card.Id ? <Spinner aria-hidden="true" /> : null}
                        Сделать основной
                      </Button>
                    ) : null}
                    {loan && !forLoan && !isActiveLoan(loan) ? (
                      <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'card.selectForLoan', cardId: card.Id, loanId: loan.Id })} aria-label={`Выбрать для займа № ${loan.Id}: ${label}`}>
                        Выбрать для займа № {loan.Id}
                      </Button>
                    ) : null}
                  </Actions>
                </Item>
              );
            })}
          </List>
        ) : null}
        <Actions>
          <Button type="button" disabled={busy} onClick={() => actor.send({ type: 'card.add' })} data-testid="card-add">
            {linking ? <Spinner aria-hidden="true" /> : null}
            Добавить карту
          </Button>
        </Actions>
        <p>Номер карты вводится на странице платёжного провайдера: к нам попадают только последние четыре цифры.</p>
      </Section>
    </Container>
  );
}
