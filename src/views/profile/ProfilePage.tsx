// /lk/profile-edit — the client's data (UserProfile and PersonalData): name and birth date, phone,
// e-mail, passport, registration address, identity confirmation, the trusted devices, cards, with
// an entry to change each group (/lk/profile-edit/{type}), and the client's documents.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProfileEditKind } from '@machines/profile-edit.kinds';
import type { PersonalData } from '@/api/profile';
import type { ViewProps } from '@/flows/route-types';
import { IDENTITY_PATH } from '@/flows/profile';
import { useQueries } from '@/flows/queries';
import { SessionActor } from '@/flows/session/SessionProvider';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { formatPassport, formatPhone } from '@/domain/masks';
import { styled } from '@/theme/stitches.config';
import { Section } from '../prolongation/styles';
import { fromIsoDate } from '@/domain/validation';
import { formatAddress } from '@/domain/address';
import { DocumentsSection } from './DocumentsSection';
import { PasswordChange } from './PasswordChange';
import { TrustedDevices } from './TrustedDevices';

const Groups = styled('div', { display: 'grid', gap: '$3', maxWidth: '720px', marginBottom: '$6' });
const Group = styled('section', {
  display: 'grid',
  gap: '$2',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$sm',
  '@md': { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  '& h2': { margin: 0, fontSize: '$3', color: '$textMuted', fontWeight: 'normal' },
  '& p': { margin: 0, fontSize: '$4' },
});
const Badge = styled('span', { display: 'inline-block', marginLeft: '$2', backgroundColor: '$brandSoft', color: '$text', padding: '2px $2', borderRadius: '$sm', fontSize: '$2' });

/** `editText` is what the button says (its accessible name starts with it: WCAG 2.5.3). */
function DataGroup({ id, title, children, edit, editLabel, editText = 'Изменить' }: { id: string; title: string; children: ReactNode; edit?: string; editLabel?: string; editText?: string }) {
  return (
    <Group aria-labelledby={`${id}-title`} data-testid={`profile-${id}`}>
      <div>
        <h2 id={`${id}-title`}>{title}</h2>
        <p data-testid={`profile-${id}-value`}>{children}</p>
      </div>
      {edit ? (
        <ButtonLink href={edit} variant="secondary" size="sm" aria-label={editLabel}>
          {editText}
        </ButtonLink>
      ) : null}
    </Group>
  );
}

const editPath = (kind: ProfileEditKind) => `/lk/profile-edit/${kind}`;
const NOT_GIVEN = 'не указан';

function addressText(address: PersonalData['RegistrationAddress']): string {
  return address ? formatAddress(address) : NOT_GIVEN;
}

/** The company's rules and consents the client agreed to, as the pages they are. */
function CompanyDocuments() {
  const documents = useQuery(useQueries().profile.normativeDocuments());
  if (!documents.data || documents.data.length === 0) return null;
  return (
    <Section aria-labelledby="company-documents-title" data-testid="company-documents">
      <h2 id="company-documents-title">Документы компании</h2>
      <ul>
        {documents.data.map((d) => (
          <li key={d.Url}>
            <a href={d.Url} target="_blank" rel="noopener">
              {d.Name}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function ProfilePage({ route }: ViewProps) {
  const token = SessionActor.useSelector((s) => s.context.token);
  const queries = useQueries();
  const profile = useQuery({ ...queries.user.profile(token), enabled: token !== null });
  const personal = useQuery(queries.profile.personalData());
  const cards = useQuery(queries.cards.list());
  const user = profile.data;
  const data = personal.data;
  const passportPending = data?.PendingChanges.some((c) => c.Type === 'passport') ?? false;
  return (
    <Container data-testid="page-profile">
      <PageTitle>{route.meta.title}</PageTitle>
      {profile.isPending || personal.isPending ? <Loading role="status">Загрузка…</Loading> : null}
      {profile.isError ? <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} /> : null}
      {personal.isError ? <LoadError message={personal.error.message} onRetry={() => void personal.refetch()} /> : null}
      {user && data ? (
        <Groups>
          <DataGroup id="name" title="Фамилия, имя, отчество">
            {[user.UserInfo.LastName, user.UserInfo.FirstName, user.UserInfo.MiddleName].filter(Boolean).join(' ') || NOT_GIVEN}
            {user.UserInfo.BirthDate ? `, дата рождения ${fromIsoDate(user.UserInfo.BirthDate)}` : ''}
          </DataGroup>
          <DataGroup id="phone" title="Телефон" edit={editPath('phone')} editLabel="Изменить телефон">
            {formatPhone(user.Phone)}
          </DataGroup>
          <DataGroup id="email" title="E-mail" edit={editPath('email')} editLabel="Изменить e-mail">
            {user.Email ?? NOT_GIVEN}
          </DataGroup>
          <DataGroup id="passport" title="Паспорт" edit={passportPending ? undefined : editPath('passport')} editLabel="Изменить паспорт">
            {data.Passport ? `${formatPassport(data.Passport.Series + data.Passport.Number)}, выдан ${fromIsoDate(data.Passport.IssueDate)}` : NOT_GIVEN}
            {passportPending ? <Badge data-testid="passport-pending">новые данные на проверке</Badge> : null}
          </DataGroup>
          <DataGroup id="address" title="Адрес регистрации" edit={editPath('address')} editLabel="Изменить адрес регистрации">
            {addressText(data.RegistrationAddress)}
          </DataGroup>
          <DataGroup id="identity" title="Личность" edit={data.IdentityConfirmed ? undefined : IDENTITY_PATH} editLabel="Подтвердить личность" editText="Подтвердить">
            {data.IdentityConfirmed ? 'подтверждена' : 'не подтверждена'}
          </DataGroup>
          <Group aria-labelledby="password-title" data-testid="profile-password" css={{ '@md': { gridTemplateColumns: '1fr' } }}>
            <div>
              <h2 id="password-title">Пароль</h2>
              <p>••••••••</p>
            </div>
            <PasswordChange />
          </Group>
          <Group aria-labelledby="trusted-devices-title" data-testid="profile-trusted-devices" css={{ '@md': { gridTemplateColumns: '1fr' } }}>
            <TrustedDevices />
          </Group>
          <DataGroup id="cards" title="Банковские карты" edit="/lk/cards" editLabel="Изменить банковские карты">
            {cards.data ? (cards.data.length > 0 ? cards.data.map((c) => c.MaskedPan.slice(-4)).map((last4) => `•••• ${last4}`).join(', ') : 'нет привязанных карт') : '…'}
          </DataGroup>
        </Groups>
      ) : null}
      <DocumentsSection />
      <CompanyDocuments />
    </Container>
  );
}
