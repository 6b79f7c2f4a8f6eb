// The additional agreement of the chosen term: read it, agree, and ask for the signing code.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Html } from '@/components/ui/Html';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import type { ProlongationActor } from './ProlongationPage';
import { Actions, Check, DocumentBox, Section } from './styles';

export function AgreementStep({ actor }: { actor: ProlongationActor }) {
  const agreement = useSelector(actor, (s) => s.context.offer!.Agreement);
  const consent = useSelector(actor, (s) => s.context.consent);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const consentId = useId();
  return (
    <Section data-testid="prolongation-agreement">
      <h2>Прочитайте соглашение</h2>
      {/* The document carries its own title; the region is named after it for screen readers. */}
      <DocumentBox tabIndex={0} role="region" aria-label={agreement.Name}>
        <Html html={agreement.Content} />
      </DocumentBox>
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      <Check htmlFor={consentId}>
        <input id={consentId} type="checkbox" checked={consent} disabled={busy} onChange={(e) => actor.send({ type: 'consent.set', value: e.target.checked })} data-testid="prolongation-consent" />
        <span>Я прочитал дополнительное соглашение, согласен с ним и подпишу его простой электронной подписью — кодом из SMS.</span>
      </Check>
      <Actions>
        <Button type="button" disabled={!consent || busy} onClick={() => actor.send({ type: 'code.request' })} data-testid="prolongation-request-code">
          Получить код для подписания
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'term.change' })}>
          Изменить срок
        </Button>
      </Actions>
    </Section>
  );
}
