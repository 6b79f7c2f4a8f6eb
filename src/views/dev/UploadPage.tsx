// /test/upload: a file upload with progress, by XHR (fetch has no upload progress), to the
// user-document endpoint with the bearer token from the auth cookie.
import { useState } from 'react';
import { useRuntimeConfig } from '../../app/config-context';
import { readAuthTokens } from '../../app/session/cookies';
import { Container, PageTitle } from '../../components/layout/Container';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';

type Status = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'done' } | { kind: 'failed'; message: string };

export default function UploadPage() {
  const config = useRuntimeConfig();
  const [file, setFile] = useState<File | null>(null);
  const [groupId, setGroupId] = useState('1');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const upload = () => {
    if (!file) return;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.apiHost}/api/files/userdocument?groupId=${encodeURIComponent(groupId)}`);
    xhr.setRequestHeader('X-Client-Api-Key', config.clientApiKey);
    xhr.setRequestHeader('Source', 'FrontApp');
    const token = readAuthTokens(config.envType).newSiteToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setStatus({ kind: 'uploading', percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) setStatus({ kind: 'done' });
      else {
        let message = `Ошибка ${xhr.status}`;
        try {
          message = (JSON.parse(xhr.responseText) as { Errors?: { Message?: string }[] }).Errors?.[0]?.Message ?? message;
        } catch {
          // Not JSON: keep the status text.
        }
        setStatus({ kind: 'failed', message });
      }
    };
    xhr.onerror = () => setStatus({ kind: 'failed', message: 'Сеть недоступна' });
    const body = new FormData();
    body.append('File', file);
    setStatus({ kind: 'uploading', percent: 0 });
    xhr.send(body);
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
