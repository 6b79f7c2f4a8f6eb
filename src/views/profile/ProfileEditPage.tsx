// /lk/profile-edit/{type} — changing the phone, e-mail, passport or address
// (machines/profile-edit.machine.ts). Renders the flow's state: the form, the code, the outcome.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useMemo } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import type { ProfileEditKind } from '@machines/profile-edit.kinds';
import type { AddressField, PassportField } from '@machines/registration.forms';
import type { ViewProps } from '@/flows/route-types';
import { provideProfileEdit, useProfileEffects, PROFILE_PATH } from '@/flows/profile';
import { useQueries } from '@/flows/queries';
import { SessionActor } from '@/flows/session/SessionProvider';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { StepRegion } from '@/components/layout/StepRegion';
import type { ActorRefFrom } from 'xstate';
import { SmsCodeForm } from '@/components/signing/SmsCodeForm';
import { Button, ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { Actions, Section } from '../prolongation/styles';
import { fromIsoDate } from '@/domain/validation';
import { AddressForm, EmailForm, PassportForm, PhoneForm } from './EditForms';
import { useNotices } from '@/flows/notices';

export const EDIT_TITLES: Record<ProfileEditKind, string> = {
  phone: 'Смена номера телефона',
  email: 'Смена e-mail',
  passport: 'Смена паспортных данных',
  address: 'Смена адреса регистрации',
};

const BackToProfile = ({ label = 'Вернуться в профиль' }: { label?: string }) => (
  <Actions>
    <ButtonLink href={PROFILE_PATH} variant="secondary" data-testid="profile-back">
      {label}
    </ButtonLink>
  </Actions>
);

type ProfileEditActor = ActorRefFrom<ReturnType<typeof provideProfileEdit>>;
type EditView = 'loading' | 'checkFailed' | 'locked' | 'code' | 'underReview' | 'saved' | 'editing';

function ProfileEdit({ kind, birthDate }: { kind: ProfileEditKind; birthDate: string }) {
  const effects = useProfileEffects();
  const logic = useMemo(() => provideProfileEdit(kind, effects), [kind, effects]);
  const actor = useFlowActor(logic, { input: { kind, initial: kind === 'passport' ? { holderBirthDate: birthDate } : {} } });
  useNotices(actor);
  const view = useSelector(actor, (s): EditView =>
    s.hasTag('loading') ? 'loading'
    : s.hasTag('checkFailed') ? 'checkFailed'
    : s.hasTag('locked') ? 'locked'
    : s.hasTag('code') ? 'code'
    : s.hasTag('underReview') ? 'underReview'
    : s.hasTag('saved') ? 'saved'
    : 'editing',
  );
  // The page's title leads every step and takes the focus when the step changes.
  return (
    <StepRegion step={view}>
      <PageTitle>{EDIT_TITLES[kind]}</PageTitle>
      <EditStep view={view} kind={kind} actor={actor} />
    </StepRegion>
  );
}

function EditStep({ view, kind, actor }: { view: EditView; kind: ProfileEditKind; actor: ProfileEditActor }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const photoError = useSelector(actor, (s) => s.context.photoError);
  const sentTo = useSelector(actor, (s) => s.context.sentTo);
  const canResend = useSelector(actor, (s) => s.hasTag('canResend'));
  const editForm = useSelector(actor, (s) => s.children.editForm as FormActorRef | undefined);
  const codeForm = useSelector(actor, (s) => s.children.codeForm as FormActorRef<'code'> | undefined);

  switch (view) {
    case 'loading':
      return <Loading role="status">Загрузка…</Loading>;
    case 'checkFailed':
      return <LoadError message={error} onRetry={() => actor.send({ type: 'check.retry' })} />;
    case 'locked':
      return (
        <Section>
          <Notice tone="error" role="alert" data-testid="profile-edit-locked">
            {error}
          </Notice>
          <BackToProfile />
        </Section>
      );
    case 'code':
      return codeForm ? (
        <Section>
          <SmsCodeForm
            id="profile"
            form={codeForm}
            sentTo={sentTo}
            busy={busy}
            canResend={canResend}
            onResend={() => actor.send({ type: 'code.resend' })}
            submitLabel="Подтвердить"
            error={error}
            channel={kind === 'email' ? 'email' : 'sms'}
          >
            <Button type="button" variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'change.back' })}>
              {kind === 'email' ? 'Изменить e-mail' : 'Изменить номер'}
            </Button>
          </SmsCodeForm>
        </Section>
      ) : null;
    case 'underReview':
      return (
        <Section>
          <Notice tone="success" role="status" data-testid="profile-edit-review">
            Заявка на смену паспорта отправлена на проверку. Обычно проверка занимает один рабочий день; до её окончания в профиле остаются прежние данные.
          </Notice>
          <BackToProfile />
        </Section>
      );
    case 'saved':
      return (
        <Section>
          <Notice tone="success" role="status" data-testid="profile-edit-saved">
            Данные сохранены.
          </Notice>
          <BackToProfile />
        </Section>
      );
    case 'editing':
      if (!editForm) return null;
      return (
        <Section>
          {kind === 'phone' ? <PhoneForm form={editForm as FormActorRef<'phone' | 'password'>} busy={busy} /> : null}
          {kind === 'email' ? <EmailForm form={editForm as FormActorRef<'email' | 'password'>} busy={busy} /> : null}
          {kind === 'passport' ? (
            <PassportForm form={editForm as FormActorRef<PassportField>} busy={busy} photoError={photoError} onPhoto={(file) => actor.send({ type: 'photo.choose', file })} />
          ) : null}
          {kind === 'address' ? <AddressForm form={editForm as FormActorRef<AddressField>} busy={busy} /> : null}
          <BackToProfile label="Отменить" />
        </Section>
      );
  }
}

export default function ProfileEditPage({ params }: ViewProps) {
  // The route's check lets only the four kinds through (machines/profile-edit.kinds.ts).
  const kind = params.type as ProfileEditKind;
  const token = SessionActor.useSelector((s) => s.context.token);
  const profile = useQuery({ ...useQueries().user.profile(token), enabled: token !== null });
  return (
    <Container data-testid={`page-profile-edit-${kind}`}>
      {profile.data ? null : <PageTitle>{EDIT_TITLES[kind]}</PageTitle>}
      {profile.isPending ? <Loading role="status">Загрузка…</Loading> : null}
      {profile.isError ? <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? <ProfileEdit key={kind} kind={kind} birthDate={fromIsoDate(profile.data.UserInfo.BirthDate)} /> : null}
    </Container>
  );
}
