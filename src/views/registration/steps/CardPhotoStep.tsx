// BANK_CARD_PHOTO_REGISTRATION: a photo of the card (JPEG or PNG, at most 10 MB) into the
// card-photo document group.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { PhotoInput } from '../../../components/form/PhotoInput';
import { errorText } from '../../../components/form/server-errors';
import { Actions, ErrorText, Lead, Notice, Spinner, Subtitle } from '../../../components/form/styles';
import { RegistrationActor, useRegistrationServices, useStepDraft } from '../registration-context';
import { photoError } from './photo';

/** Document group "Фотография банковской карты" (GET /api/files/UserDocumentGroup). */
export const CARD_PHOTO_GROUP = 3;

const DEFAULTS: { uploadedName: string } = { uploadedName: '' };

export function CardPhotoStep() {
  const { api } = useRegistrationServices();
  const actor = RegistrationActor.useActorRef();
  const [v, set] = useStepDraft('BANK_CARD_PHOTO_REGISTRATION', DEFAULTS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = (file: File) => {
    const problem = photoError(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    api
      .uploadUserDocument(CARD_PHOTO_GROUP, file)
      .then((doc) => set({ uploadedName: doc.FileName }))
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section data-testid="step-BANK_CARD_PHOTO_REGISTRATION">
      <Subtitle>Фото карты</Subtitle>
      <Lead>Сфотографируйте лицевую сторону карты так, чтобы были видны имя владельца и последние 4 цифры. Остальные цифры можно закрыть.</Lead>
      <PhotoInput id="card-photo" label="Фото карты" hint="JPG или PNG до 10 МБ" onFile={onFile} disabled={busy} fileName={v.uploadedName} describedBy="card-photo-hint card-photo-error" />
      {busy ? <Notice role="status">Загружаем фото…</Notice> : null}
      {v.uploadedName ? <Notice tone="success" data-testid="card-photo-uploaded">Фото загружено: {v.uploadedName}</Notice> : null}
      <ErrorText id="card-photo-error" data-testid="card-photo-error" role={error ? 'alert' : undefined}>
        {error}
      </ErrorText>
      <Actions>
        <Button type="button" disabled={!v.uploadedName || busy} onClick={() => actor.send({ type: 'step.next' })} data-testid="step-submit">
          {busy ? <Spinner aria-hidden="true" /> : null}
          Продолжить
        </Button>
      </Actions>
    </section>
  );
}
