// SBP: the bank the client pays from (SBP/User), chosen from the SBP banks with their logos.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { styled } from '@/theme/stitches.config';
import { useQueries } from '@/flows/queries';
import { Muted, Row, Step, StepTitle, type PaymentActor } from './payment-ui';

const Banks = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' });
const BankButton = styled('button', {
  display: 'flex', alignItems: 'center', gap: '$2', width: '100%', height: '100%', minHeight: '48px', padding: '$2 $3', border: '1px solid $border',
  borderRadius: '$sm', backgroundColor: '$surface', color: '$text', cursor: 'pointer', textAlign: 'left', fontSize: '$2',
  '&[aria-pressed=true]': { borderColor: '$brand', backgroundColor: '$brandSoft' },
  '& img': { width: '32px', height: '32px', flexShrink: 0 },
});
/** A long name («Райффайзенбанк», «Россельхозбанк») breaks inside its tile (hyphenated by the page's language) instead of spilling out. */
const BankName = styled('span', { minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto', lineHeight: '$tight' });

export function SbpBankStep({ actor }: { actor: PaymentActor }) {
  const banks = useQuery(useQueries().sbp.banks());
  const account = useSelector(actor, (s) => s.context.sbp);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Step data-testid="payment-state-sbpBank" aria-busy={loading || busy}>
      <StepTitle>Оплата через СБП</StepTitle>
      {loading ? <Muted role="status">Загружаем ваш банк…</Muted> : null}
      {account ? (
        <Row>
          <Button type="button" disabled={busy} onClick={() => actor.send({ type: 'sbp.confirm' })} data-testid="sbp-confirm">
            Оплатить из банка «{account.BankName}»
          </Button>
        </Row>
      ) : null}
      <Muted>{account ? 'Или выберите другой банк:' : 'Выберите банк, из приложения которого будете платить:'}</Muted>
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {banks.isPending ? <Muted role="status">Загружаем список банков…</Muted> : null}
      {banks.isError ? (
        <Notice tone="error" role="alert">
          Не удалось загрузить список банков.{' '}
          <Button type="button" size="sm" variant="secondary" onClick={() => void banks.refetch()}>
            Повторить
          </Button>
        </Notice>
      ) : null}
      {banks.data ? (
        <Banks aria-label="Банки СБП">
          {banks.data.map((bank) => (
            <li key={bank.Id}>
              <BankButton type="button" disabled={busy || loading} aria-pressed={account?.BankId === bank.Id} onClick={() => actor.send({ type: 'bank.choose', bankId: bank.Id })}>
                <img src={bank.LogoUrl} alt="" width={32} height={32} />
                <BankName>{bank.Name}</BankName>
              </BankButton>
            </li>
          ))}
        </Banks>
      ) : null}
      <Row>
        <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'method.change' })}>
          Другой способ оплаты
        </Button>
      </Row>
    </Step>
  );
}
