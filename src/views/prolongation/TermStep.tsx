// The term of a prolongation and its price, as the server states them for the chosen term.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { FactList } from '@/components/ui/FactList';
import { formatDays, formatRub } from '@/domain/money';
import { formatNewsDate } from '@/domain/dates';
import type { ProlongationActor } from './ProlongationPage';
import { Actions, Section } from './styles';
import { styled } from '@/theme/stitches.config';

const Range = styled('input', { width: '100%', minHeight: '44px', margin: 0 });
const Label = styled('label', { fontWeight: '$bold' });
const Limits = styled('div', { display: 'flex', justifyContent: 'space-between', color: '$textMuted', fontSize: '$2' });

export function TermStep({ actor }: { actor: ProlongationActor }) {
  const settings = useSelector(actor, (s) => s.context.settings!);
  const days = useSelector(actor, (s) => s.context.days);
  const offer = useSelector(actor, (s) => (s.hasTag('priced') ? s.context.offer : null));
  const id = useId();
  return (
    <Section data-testid="prolongation-term">
      <h2>На сколько продлить заём</h2>
      <Label htmlFor={id}>
        Срок продления: <span data-testid="prolongation-days">{formatDays(days)}</span>
      </Label>
      <Range
        id={id}
        type="range"
        min={settings.MinDays}
        max={settings.MaxDays}
        step={settings.DaysStep}
        value={days}
        aria-valuetext={formatDays(days)}
        onChange={(e) => actor.send({ type: 'days.set', days: Number(e.target.value) })}
        data-testid="prolongation-days-input"
      />
      <Limits aria-hidden="true">
        <span>{formatDays(settings.MinDays)}</span>
        <span>{formatDays(settings.MaxDays)}</span>
      </Limits>
      <FactList aria-busy={offer === null} aria-live="polite" data-testid="prolongation-price">
        <dt>Новая дата возврата</dt>
        <dd data-testid="prolongation-offer-due">{offer ? formatNewsDate(offer.NewDueDate) : '…'}</dd>
        <dt>Проценты по новую дату возврата</dt>
        <dd data-testid="prolongation-fee">{offer ? formatRub(offer.Fee) : '…'}</dd>
      </FactList>
      <Actions>
        <Button type="button" disabled={offer === null} onClick={() => actor.send({ type: 'agreement.open' })} data-testid="prolongation-next">
          Продолжить
        </Button>
      </Actions>
    </Section>
  );
}
