// BANK_CARD_PHOTO_REGISTRATION: a photo of the card (JPEG or PNG, at most 10 MB) into the
// card-photo document group.
import { useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Actions, ErrorText, Hint, Label, Lead, Notice, Spinner, Subtitle } from '../form/styles';
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

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoError(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    api
      .uploadUserDocument(CARD_PHOTO_GROUP, file)
      .then((doc) => set({ uploadedName: doc.FileName }))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section data-testid="step-BANK_CARD_PHOTO_REGISTRATION">
      <Subtitle>Фото карты</Subtitle>
      <Lead>Сфотографируйте лицевую сторону карты так, чтобы были видны имя владельца и последние 4 цифры. Остальные цифры можно закрыть.</Lead>
      <div>
        <Label htmlFor="card-photo">Фото карты</Label>
        <input id="card-photo" type="file" accept="image/jpeg,image/png" onChange={onFile} disabled={busy} aria-describedby="card-photo-error" />
        <Hint>JPG или PNG до 10 МБ</Hint>
      </div>
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
