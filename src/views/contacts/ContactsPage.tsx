// Contacts (/contacts and /kontakty): phone and e-mail from Info/Contacts, the rest from
// SiteMaterials of /contacts.
import { useQuery } from '@tanstack/react-query';
import { contactsQuery, siteMaterialsQuery } from '@/flows/data/content-queries';
import { ModalsActor } from '@/flows/actors';
import { CALL_BACK_MODAL_ID } from '@/components/header/call-back-id';
import { telHref } from '@/components/header/nav-links';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { LoadError } from '@/components/ui/LoadError';
import { Button } from '@/components/ui/Button';
import { styled } from '@/theme/stitches.config';
import { MaterialBlocks } from '../content/MaterialBlocks';

const Cards = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: '$4',
  margin: '0 0 $6',
  '& div': { border: '1px solid $border', borderRadius: '$md', padding: '$4' },
  '& dt': { color: '$textMuted', fontSize: '$2' },
  '& dd': { margin: '$1 0 0', fontSize: '$4', fontWeight: '$bold' },
});

export default function ContactsPage() {
  const contacts = useQuery(contactsQuery());
  const materials = useQuery(siteMaterialsQuery('/contacts'));
  const modals = ModalsActor.useActorRef();
  return (
    <Container data-testid="page-contacts">
      <PageTitle>Контакты</PageTitle>
      {contacts.data ? (
        <Cards>
          <div>
            <dt>Телефон (звонок бесплатный)</dt>
            <dd>
              <a href={telHref(contacts.data.Phone)}>{contacts.data.Phone}</a>
            </dd>
          </div>
          <div>
            <dt>Электронная почта</dt>
            <dd>
              <a href={`mailto:${contacts.data.Email}`}>{contacts.data.Email}</a>
            </dd>
          </div>
        </Cards>
      ) : contacts.isPending ? (
        <Loading role="status">Загрузка…</Loading>
      ) : (
        <LoadError message={null} onRetry={() => void contacts.refetch()} />
      )}
      <p>
        <Button type="button" variant="secondary" onClick={() => modals.send({ type: 'modal.open', id: CALL_BACK_MODAL_ID })}>
          Заказать звонок
        </Button>
      </p>
      {materials.data ? <MaterialBlocks blocks={materials.data.Blocks} /> : null}
    </Container>
  );
}
