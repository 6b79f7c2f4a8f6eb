// /lk/agreements/:id — one document: read it, sign it with the SMS code, then it shows as signed
// with its signature block (machines/agreement-signing.machine.ts). Renders the machine's state.
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useId } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import type { ViewProps } from '@/flows/route-types';
import { useAgreementSigningLogic } from '@/flows/agreement-signing';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { StepRegion } from '@/components/layout/StepRegion';
import { SmsCodeForm } from '@/components/signing/SmsCodeForm';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Html } from '@/components/ui/Html';
import { Notice } from '@/components/ui/Notice';
import { LoadError } from '@/components/ui/LoadError';
import { Actions, DocumentBox, Section } from '../prolongation/styles';
import { useNotices } from '@/flows/notices';

function Agreement({ agreementId }: { agreementId: number }) {
  const logic = useAgreementSigningLogic();
  const actor = useFlowActor(logic, { input: { agreementId } });
  useNotices(actor);
  const document = useSelector(actor, (s) => s.context.document);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const reading = useSelector(actor, (s) => s.hasTag('reading'));
  const signed = useSelector(actor, (s) => s.hasTag('signed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canResend = useSelector(actor, (s) => s.hasTag('canResend'));
  const form = useSelector(actor, (s) => (s.hasTag('code') ? (s.children.codeForm as FormActorRef<'code'> | undefined) : undefined));
  const sentTo = useSelector(actor, (s) => s.context.sentTo);
  const titleId = useId();

  if (loading) return <Loading role="status">Загрузка…</Loading>;
  if (loadFailed || !document) {
    return (
      <Section>
        <LoadError message={error} onRetry={() => actor.send({ type: 'load.retry' })}>
          <ButtonLink href="/lk/agreements" variant="secondary">
            Все документы
          </ButtonLink>
        </LoadError>
      </Section>
    );
  }
  return (
    <Section>
      <h2 id={titleId}>{document.Name}</h2>
      <DocumentBox tabIndex={0} role="region" aria-labelledby={titleId} data-testid="agreement-document">
        <Html html={document.Content} />
      </DocumentBox>
      {/* Signing happens under the document: its steps take the focus there, where the client is. */}
      <StepRegion step={signed ? 'signed' : form ? 'code' : 'reading'} stack>
        {signed ? (
          <Notice tone="success" role="status" data-testid="agreement-signed" data-step-heading>
            Документ подписан.
          </Notice>
        ) : null}
        {reading ? (
          <>
            {error ? (
              <Notice tone="error" role="alert">
                {error}
              </Notice>
            ) : null}
            <p>Документ подписывается простой электронной подписью — кодом из SMS, который придёт на ваш телефон.</p>
            <Actions>
              <Button type="button" disabled={busy} onClick={() => actor.send({ type: 'code.request' })} data-testid="agreement-request-code">
                Подписать кодом из SMS
              </Button>
            </Actions>
          </>
        ) : null}
        {form ? (
          <>
            <h2 data-step-heading>Подпишите документ</h2>
            <SmsCodeForm id="agreement" form={form} sentTo={sentTo} busy={busy} canResend={canResend} onResend={() => actor.send({ type: 'code.resend' })} submitLabel="Подписать" error={error} />
          </>
        ) : null}
      </StepRegion>
      <Actions>
        <ButtonLink href="/lk/agreements" variant="secondary">
          Все документы
        </ButtonLink>
      </Actions>
    </Section>
  );
}

export default function AgreementPage({ route, params }: ViewProps) {
  const id = Number(params.id);
  return (
    <Container data-testid="page-agreement">
      <PageTitle>{route.meta.title}</PageTitle>
      {Number.isInteger(id) && id > 0 ? (
        <Agreement agreementId={id} />
      ) : (
        <Notice tone="error" role="alert">
          Документ не найден.
        </Notice>
      )}
    </Container>
  );
}
