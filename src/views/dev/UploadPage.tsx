// /test/upload: a file upload with progress to the user-document endpoint (src/flows/document-upload.ts).
import { useState } from 'react';
import { useDocumentUpload } from '@/flows/document-upload';
import { Container, PageTitle } from '@/components/layout/Container';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';

export default function UploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [groupId, setGroupId] = useState('1');
  const { status, upload: send } = useDocumentUpload();
  const upload = () => {
    if (file) send(file, groupId);
  };

  return (
    <Container data-testid="page-upload">
      <PageTitle>Загрузка файла</PageTitle>
      <Field id="upload-group" label="Группа документов">
        <input id="upload-group" inputMode="numeric" value={groupId} onChange={(e) => setGroupId(e.target.value.replace(/\D/g, ''))} />
      </Field>
      <Field id="upload-file" label="Файл">
        <input id="upload-file" type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Field>
      <p>
        <Button type="button" disabled={!file || status.kind === 'uploading'} onClick={upload}>
          Загрузить
        </Button>
      </p>
      {status.kind === 'uploading' ? <progress max={100} value={status.percent} aria-label="Ход загрузки" /> : null}
      {status.kind === 'done' ? <p role="status">Файл загружен.</p> : null}
      {status.kind === 'failed' ? <p role="alert">{status.message}</p> : null}
    </Container>
  );
}
