// /lk/identity-confirmation — confirming who the client is (machines/identity.machine.ts):
// through Госуслуги (the provider's page sends the browser back here) or by uploading the
// documents the server still lists (Loans/IdentificationDocuments).
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useFlowActor } from '@/flows/flow-actor';
import type { ViewProps } from '@/flows/route-types';
import { PROFILE_PATH, provideIdentity, providerReturnOf, useProfileEffects } from '@/flows/profile';
import { useQueries } from '@/flows/queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { Spinner } from '@/components/form/styles';
import { Button, ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { Actions, Section } from '../prolongation/styles';
import { DocumentsSection } from './DocumentsSection';
import { useNotices } from '@/flows/notices';
import { StepRegion } from '@/components/layout/StepRegion';

export const ESIA_INSTRUCTION_PATH = '/lk/Dashboard/EsiaInstruction';
/** The document groups that confirm identity (the server's identification module). */
const IDENTITY_GROUPS = [1, 2, 4] as const;

function MissingDocuments() {
  const missing = useQuery(useQueries().profile.identificationDocuments());
  if (!missing.data) return null;
  return missing.data.length > 0 ? (
    <Notice role="status" data-testid="identity-missing">
      Осталось загрузить: {missing.data.map((d) => d.Name).join('; ')}.
    </Notice>
  ) : (
    <Notice tone="success" role="status" data-testid="identity-documents-sent">
      Все документы загружены. Мы проверим их и подтвердим личность, обычно в течение одного рабочего дня.
    </Notice>
  );
}

function Methods({ busy, error, onEsia }: { busy: boolean; error: string | null; onEsia: () => void }) {
  return (
    <>
      <Section aria-labelledby="esia-title">
        <h2 id="esia-title">Через Госуслуги</h2>
        <p>Быстрее всего: войдите на Госуслуги и разрешите передать нам ФИО, дату рождения и паспортные данные. Это займёт пару минут.</p>
        {error ? (
          <Notice tone="error" role="alert" data-testid="identity-error">
            {error}
          </Notice>
        ) : null}
        <Actions>
          <Button type="button" disabled={busy} onClick={onEsia} data-testid="identity-esia">
            {busy ? <Spinner aria-hidden="true" /> : null}
            Подтвердить через Госуслуги
          </Button>
          <ButtonLink href={ESIA_INSTRUCTION_PATH} variant="ghost">
            Как это работает
          </ButtonLink>
        </Actions>
      </Section>
      <MissingDocuments />
      <DocumentsSection groupIds={IDENTITY_GROUPS} title="Или загрузите документы" />
    </>
  );
}

export default function IdentityPage({ route }: ViewProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const effects = useProfileEffects();
  const logic = useMemo(() => provideIdentity(effects, navigate), [effects, navigate]);
  // What the provider sent back is read once, when the page opens: the machine then cleans the address.
  const actor = useFlowActor(logic, { input: { returned: providerReturnOf(search) } });
  useNotices(actor);
  const view = useSelector(actor, (s) =>
    s.hasTag('loading') ? 'loading'
    : s.hasTag('loadFailed') ? 'loadFailed'
    : s.hasTag('confirming') ? 'confirming'
    : s.hasTag('confirmed') ? 'confirmed'
    : s.hasTag('refused') ? 'refused'
    : s.hasTag('failed') ? 'failed'
    : 'methods',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Container data-testid="page-identity">
      <PageTitle>{route.meta.title}</PageTitle>
      <StepRegion step={view === 'confirming' ? 'loading' : view}>
      {view === 'loading' || view === 'confirming' ? <Loading role="status">{view === 'confirming' ? 'Проверяем ответ Госуслуг…' : 'Загрузка…'}</Loading> : null}
      {view === 'loadFailed' ? <LoadError message={error} onRetry={() => actor.send({ type: 'load.retry' })} /> : null}
      {view === 'confirmed' ? (
        <Section>
          <Notice tone="success" role="status" data-testid="identity-confirmed">
            Личность подтверждена. Спасибо!
          </Notice>
          <Actions>
            <ButtonLink href={PROFILE_PATH}>Вернуться в профиль</ButtonLink>
          </Actions>
        </Section>
      ) : null}
      {view === 'refused' || view === 'failed' ? (
        <Section>
          <Notice tone="error" role="alert" data-testid="identity-refused">
            {view === 'refused' ? 'Вы отказались передать данные на Госуслугах, поэтому личность не подтверждена. Попробуйте ещё раз или загрузите документы.' : error}
          </Notice>
          <Actions>
            <Button type="button" onClick={() => actor.send({ type: 'methods.back' })} data-testid="identity-back">
              Выбрать способ подтверждения
            </Button>
          </Actions>
        </Section>
      ) : null}
      {view === 'methods' ? <Methods busy={busy} error={error} onEsia={() => actor.send({ type: 'esia.start' })} /> : null}
      </StepRegion>
    </Container>
  );
}
