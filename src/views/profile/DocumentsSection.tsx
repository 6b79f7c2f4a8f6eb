// The client's documents by group (files/UserDocumentGroup, userdocument): what was uploaded, each
// one opened in place (read with the bearer, shown from a blob), and an upload into each group
// (machines/documents.machine.ts refuses a wrong type or size before sending).
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { UserDocument } from '@/api/profile';
import { useFlowActor } from '@/flows/flow-actor';
import { provideDocuments, useProfileEffects } from '@/flows/profile';
import { useQueries } from '@/flows/queries';
import { Loading } from '@/components/layout/Container';
import { PhotoInput } from '@/components/form/PhotoInput';
import { Spinner } from '@/components/form/styles';
import { Button, ButtonAnchor } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { formatNewsDate } from '@/domain/dates';
import { styled } from '@/theme/stitches.config';
import { Section } from '../prolongation/styles';
import { documentGroupAnchor } from './document-anchor';
import { useNotices } from '@/flows/notices';

const Group = styled('section', { display: 'grid', gap: '$3', padding: '$4', border: '1px solid $border', borderRadius: '$sm', '& h3': { margin: 0, fontSize: '$4' } });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2', '& li': { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' } });
const Meta = styled('span', { color: '$textMuted', fontSize: '$2' });
const Preview = styled('img', { maxWidth: '100%', maxHeight: '360px', borderRadius: '$sm', border: '1px solid $border' });

const DOCUMENT_PICK = ['Загрузить файл', 'Загрузить ещё файл'] as const;

function DocumentPreview({ document }: { document: UserDocument }) {
  const file = useQuery(useQueries().profile.documentFile(document.Id));
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (file.isPending) return <Spinner aria-label="Загрузка документа" />;
  if (file.isError) return <LoadError message={file.error.message} onRetry={() => void file.refetch()} />;
  if (!url) return null;
  return document.MimeType.startsWith('image/') ? (
    <Preview src={url} alt={`Документ «${document.FileName}»`} data-testid="document-preview" />
  ) : (
    <ButtonAnchor href={url} download={document.FileName} variant="secondary" data-testid="document-preview">
      Скачать «{document.FileName}»
    </ButtonAnchor>
  );
}

function DocumentItem({ document }: { document: UserDocument }) {
  // Which document is open is what the reader looks at, not a step of a flow.
  const [open, setOpen] = useState(false);
  return (
    <li data-testid={`document-${document.Id}`}>
      <span>{document.FileName}</span>
      <Meta>загружен {formatNewsDate(document.UploadedAt)}</Meta>
      <Button type="button" size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Скрыть' : 'Открыть'}
      </Button>
      {open ? <DocumentPreview document={document} /> : null}
    </li>
  );
}

export function DocumentsSection({ groupIds, title = 'Мои документы' }: { groupIds?: readonly number[]; title?: string }) {
  const queries = useQueries().profile;
  const groups = useQuery(queries.documentGroups());
  const documents = useQuery(queries.documents());
  const effects = useProfileEffects();
  const logic = useMemo(() => provideDocuments(effects), [effects]);
  const actor = useFlowActor(logic);
  useNotices(actor);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { groupId, error, uploaded } = useSelector(actor, (s) => s.context);
  const shown = (groups.data ?? []).filter((g) => !groupIds || groupIds.includes(g.Id));
  return (
    <Section aria-labelledby="documents-title" data-testid="documents">
      <h2 id="documents-title">{title}</h2>
      {groups.isPending || documents.isPending ? <Loading role="status">Загрузка…</Loading> : null}
      {groups.isError ? <LoadError message={groups.error.message} onRetry={() => void groups.refetch()} /> : null}
      {documents.isError ? <LoadError message={documents.error.message} onRetry={() => void documents.refetch()} /> : null}
      {documents.data
        ? shown.map((group) => {
            const own = documents.data.filter((d) => d.GroupId === group.Id);
            return (
              <Group key={group.Id} id={documentGroupAnchor(group.Id)} aria-labelledby={`group-${group.Id}-title`} data-testid={`document-group-${group.Id}`}>
                <h3 id={`group-${group.Id}-title`}>{group.Name}</h3>
                {own.length > 0 ? (
                  <List>
                    {own.map((d) => (
                      <DocumentItem key={d.Id} document={d} />
                    ))}
                  </List>
                ) : (
                  <Meta>Пока ничего не загружено.</Meta>
                )}
                <PhotoInput
                  id={`document-upload-${group.Id}`}
                  label={`Добавить в «${group.Name}»`}
                  hint={`JPG, PNG или PDF до 10 МБ, не больше ${group.MaxFiles} файлов в группе`}
                  accept="image/jpeg,image/png,application/pdf"
                  pickText={DOCUMENT_PICK}
                  disabled={busy}
                  onFile={(file) => actor.send({ type: 'document.choose', groupId: group.Id, file })}
                />
                {groupId === group.Id && busy ? <Loading role="status">Загружаем…</Loading> : null}
                {groupId === group.Id && error ? (
                  <Notice tone="error" role="alert" data-testid="document-error">
                    {error}
                  </Notice>
                ) : null}
                {groupId === group.Id && uploaded ? (
                  <Notice tone="success" role="status" data-testid="document-uploaded">
                    Файл «{uploaded}» загружен.
                  </Notice>
                ) : null}
              </Group>
            );
          })
        : null}
    </Section>
  );
}
