// A user document sent with upload progress (the /test/upload page): by XHR, since fetch reports
// no upload progress, with the headers every API call carries and the session's bearer.
import { useState } from 'react';
import { useRuntimeConfig } from './config-context';
import { readAuthTokens } from './session/cookies';

export type UploadStatus = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'done' } | { kind: 'failed'; message: string };

export function useDocumentUpload() {
  const config = useRuntimeConfig();
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });

  const upload = (file: File, groupId: string) => {
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

  return { status, upload };
}
