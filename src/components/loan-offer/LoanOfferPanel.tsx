// An approved loan offer and its signing (machines/loan-offer.machine.ts): the individual
// conditions, the consent, the SMS code. Shown on the registration's scoring step and in the
// cabinet; renders the machine's state only.
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useId, type ReactNode } from 'react';
import { useLoanOfferLogic } from '@/flows/loan-offer';
import { useNotices } from '@/flows/notices';
import { formatDays, formatPercent, formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { formatNewsDate } from '@/domain/dates';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { FactList } from '../ui/FactList';
import { OfferCharges } from './OfferCharges';

const Box = styled('section', { display: 'grid', gap: '$4' });
const Text = styled('p', { margin: 0 });
const Heading = styled('h2', { margin: 0, fontSize: '$5', lineHeight: '$tight' });
const Check = styled('label', { display: 'flex', alignItems: 'flex-start', gap: '$2', minHeight: '24px', fontSize: '$2', cursor: 'pointer' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });

/** `after` is shown once the offer is signed, declined, or when there is none (e.g. "to the cabinet"). */
export function LoanOfferPanel({ after }: { after?: ReactNode }) {
  const logic = useLoanOfferLogic();
  const actor = useFlowActor(logic);
  useNotices(actor);
  const offer = useSelector(actor, (s) => s.context.offer);
  const consent = useSelector(actor, (s) => s.context.consent);
  const services = useSelector(actor, (s) => s.context.services);
  const code = useSelector(actor, (s) => s.context.code);
  const codeLength = useSelector(actor, (s) => s.context.codeLength);
  const sentTo = useSelector(actor, (s) => s.context.sentTo);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const reviewing = useSelector(actor, (s) => s.hasTag('reviewing'));
  const entering = useSelector(actor, (s) => s.hasTag('code'));
  const canResend = useSelector(actor, (s) => s.hasTag('canResend'));
  const issued = useSelector(actor, (s) => s.hasTag('issued'));
  const declined = useSelector(actor, (s) => s.hasTag('declined'));
  const none = useSelector(actor, (s) => s.hasTag('none'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('error'));
  const consentId = useId();
  const codeId = useId();

  if (issued || declined || none) {
    return (
      <Box data-testid="loan-offer">
        {issued ? (
          <Notice tone="success" role="status" data-testid="loan-issued">
            Договор подписан. Деньги отправлены на вашу карту.
          </Notice>
        ) : declined ? (
          <Notice role="status" data-testid="loan-declined">
            Заявка отменена. Вы можете подать новую заявку в любое время.
          </Notice>
        ) : (
          <Notice role="status" data-testid="loan-offer-none">
            Договоров, ожидающих подписи, нет.
          </Notice>
        )}
        {after}
      </Box>
    );
  }
  if (loadFailed) {
    return (
      <Box data-testid="loan-offer">
        <Notice tone="error" role="alert">
          {error}
        </Notice>
        <Row>
          <Button type="button" onClick={() => actor.send({ type: 'offer.retry' })}>
            Попробовать ещё раз
          </Button>
        </Row>
      </Box>
    );
  }
  if (!offer) return <Box data-testid="loan-offer" aria-busy="true" />;

  return (
    <Box data-testid="loan-offer" aria-busy={busy}>
      <Heading>Заявка одобрена — подпишите договор</Heading>
      <Text>Деньги поступят на карту сразу после подписания. Индивидуальные условия договора займа:</Text>
      <FactList data-testid="offer-terms">
        <dt>Срок</dt>
        <dd>{formatDays(offer.Term)}</dd>
        <dt>Ставка</dt>
        <dd>{formatPercent(offer.InterestRatePerDay, 0)} в день</dd>
        <OfferCharges offer={offer} />
        <dt>Дата возврата</dt>
        <dd>{formatNewsDate(offer.DueDate)}</dd>
        <dt>ПСК</dt>
        <dd data-testid="offer-psk">
          {formatPercent(offer.Psk, 3)} годовых{offer.PskAmount !== undefined ? `, ${formatRub(offer.PskAmount)}` : ''}
        </dd>
      </FactList>
      {offer.PromoApplied ? <Notice>Первый заём без процентов при возврате в срок.</Notice> : null}
      {error ? (
        <Notice tone="error" role="alert" data-testid="offer-error">
          {error}
        </Notice>
      ) : null}
      {reviewing ? (
        <>
          <Check htmlFor={consentId}>
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              disabled={busy}
              onChange={(e) => actor.send({ type: 'consent.set', value: e.target.checked })}
              data-testid="offer-consent"
            />
            <span>
              Я ознакомился с индивидуальными условиями договора займа, согласен с ними и подпишу договор простой электронной подписью — кодом из
              SMS.
            </span>
          </Check>
          {(offer.Services ?? []).map((service) => (
            <Check key={service.Id} data-testid="offer-service">
              <input
                type="checkbox"
                checked={services.includes(service.Id!)}
                disabled={busy}
                onChange={(e) => actor.send({ type: 'service.set', id: service.Id!, value: e.target.checked })}
                data-testid="offer-service-consent"
              />
              <span>
                Необязательно: подключить платную услугу {service.Name} за {formatRub(service.Amount)} — добавится к сумме к возврату. От услуги можно
                отказаться в течение 30 дней и вернуть её стоимость. Заём выдаётся и без неё.
              </span>
            </Check>
          ))}
          <Row>
            <Button type="button" disabled={!consent || busy} onClick={() => actor.send({ type: 'code.request' })} data-testid="offer-request-code">
              Получить код для подписания
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'offer.decline' })} data-testid="offer-decline">
              Отказаться от займа
            </Button>
          </Row>
        </>
      ) : null}
      {entering ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'code.submit' });
          }}
        >
          <Box>
            <Field id={codeId} label={`Код из SMS, отправленного на ${sentTo}`}>
              <input
                id={codeId}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={codeLength}
                value={code}
                disabled={busy}
                onChange={(e) => actor.send({ type: 'code.change', value: e.target.value })}
                data-testid="offer-code"
              />
            </Field>
            <Row>
              <Button type="submit" disabled={busy || code.length !== codeLength} data-testid="offer-sign">
                Подписать договор
              </Button>
              {canResend ? (
                <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'code.request' })}>
                  Отправить код ещё раз
                </Button>
              ) : (
                <span>Новый код можно запросить через минуту после отправки.</span>
              )}
            </Row>
            <Row>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'offer.decline' })}>
                Отказаться от займа
              </Button>
            </Row>
          </Box>
        </form>
      ) : null}
    </Box>
  );
}
