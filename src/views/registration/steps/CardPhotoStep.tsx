// BANK_CARD_PHOTO_REGISTRATION: a photo of the card (JPEG or PNG, at most 10 MB) into the
// card-photo document group; the machine checks the file and uploads it (uploadCardPhoto).
import { Button } from '@/components/ui/Button';
import { PhotoInput } from '@/components/form/PhotoInput';
import { Actions, ErrorText, Lead, Notice, Spinner, Subtitle } from '@/components/form/styles';
import { RegistrationActor, stepText, useStepData } from '@/flows/registration/registration-context';

export function CardPhotoStep() {
  const actor = RegistrationActor.useActorRef();
  const uploadedName = stepText(useStepData('BANK_CARD_PHOTO_REGISTRATION'), 'uploadedName');
  const busy = RegistrationActor.useSelector((s) => s.hasTag('busy'));
  const error = RegistrationActor.useSelector((s) => (s.hasTag('error') ? (s.context.stepMessage ?? null) : null));
  const canContinue = RegistrationActor.useSelector((s) => s.can({ type: 'step.next' }));

  return (
    <section data-testid="step-BANK_CARD_PHOTO_REGISTRATION">
      <Subtitle>Фото карты</Subtitle>
      <Lead>Сфотографируйте лицевую сторону карты так, чтобы были видны имя владельца и последние 4 цифры. Остальные цифры можно закрыть.</Lead>
      <PhotoInput
        id="card-photo"
        label="Фото карты"
        hint="JPG или PNG до 10 МБ"
        onFile={(file) => actor.send({ type: 'cardPhoto.select', file })}
        disabled={busy}
        fileName={uploadedName}
        describedBy="card-photo-hint card-photo-error"
      />
      {busy ? <Notice role="status">Загружаем фото…</Notice> : null}
      {uploadedName ? <Notice tone="success" data-testid="card-photo-uploaded">Фото загружено: {uploadedName}</Notice> : null}
      <ErrorText id="card-photo-error" data-testid="card-photo-error" role={error ? 'alert' : undefined}>
        {error}
      </ErrorText>
      <Actions>
        <Button type="button" disabled={!canContinue || busy} onClick={() => actor.send({ type: 'step.next' })} data-testid="step-submit">
          {busy ? <Spinner aria-hidden="true" /> : null}
          Продолжить
        </Button>
      </Actions>
    </section>
  );
}
