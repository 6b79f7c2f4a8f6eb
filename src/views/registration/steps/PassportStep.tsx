// PASSPORT_REGISTRATION: series and number '#### ######', issue date, department code NNN-NNN,
// issued by, birthplace; optionally read from a photo (the machine's recognizePassport fills the form).
import type { FormEvent } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import type { PassportField } from '@machines/registration.forms';
import { Button } from '@/components/ui/Button';
import { MaskedField, TextField } from '@/components/form/fields';
import { PhotoInput } from '@/components/form/PhotoInput';
import { useFormField, useFormStatus } from '@/components/form/use-form-actor';
import { Actions, FormBox, Lead, Notice, Row, Spinner, Subtitle } from '@/components/form/styles';
import { RegistrationActor, stepText, useStepData, useStepForm } from '@/flows/registration/registration-context';
import { FormMessage } from './PersonalStep';

export const RECOGNIZING = 'Распознаём паспорт…';
export const RECOGNIZED = 'Данные паспорта заполнены по фото — проверьте их';
export const UNREADABLE = 'Не удалось распознать паспорт, заполните поля вручную';

function Recognition() {
  const actor = RegistrationActor.useActorRef();
  const busy = RegistrationActor.useSelector((s) => s.hasTag('recognizing'));
  const kind = RegistrationActor.useSelector((s) =>
    (['recognizing', 'recognized', 'unreadable', 'photoFailed'] as const).find((tag) => s.hasTag(tag)) ?? null,
  );
  const message = RegistrationActor.useSelector((s) => s.context.stepMessage ?? null);
  const note =
    kind === 'recognizing' ? { text: RECOGNIZING, tone: 'info' as const }
    : kind === 'recognized' ? { text: RECOGNIZED, tone: 'info' as const }
    : kind === 'unreadable' ? { text: UNREADABLE, tone: 'error' as const }
    : kind === 'photoFailed' && message ? { text: message, tone: 'error' as const }
    : null;
  return (
    <div>
      <PhotoInput
        id="passport-photo"
        label="Заполнить по фото паспорта (необязательно)"
        hint="JPG или PNG до 10 МБ: разворот с фотографией"
        onFile={(file) => actor.send({ type: 'passport.photo', file })}
        disabled={busy}
      />
      {note ? (
        <Notice tone={note.tone} role="status">
          {note.text}
        </Notice>
      ) : null}
    </div>
  );
}

/** The passport's fields (SPEC §5 masks), bound to a passport form: registration's step and the profile's change. */
export function PassportFields({ form }: { form: FormActorRef<PassportField> }) {
  return (
    <>
      <MaskedField id="passport-number" label="Серия и номер" mask="passport" {...useFormField(form, 'passport')} />
      <Row>
        <MaskedField id="passport-issue-date" label="Дата выдачи" mask="date" {...useFormField(form, 'issueDate')} />
        <MaskedField id="passport-department-code" label="Код подразделения" mask="departmentCode" {...useFormField(form, 'departmentCode')} />
      </Row>
      <TextField id="passport-issued-by" label="Кем выдан" maxLength={300} {...useFormField(form, 'issuedBy')} />
      <TextField id="passport-birth-place" label="Место рождения" maxLength={300} {...useFormField(form, 'birthPlace')} />
    </>
  );
}

export function PassportStep() {
  const form = useStepForm<PassportField>();
  return form ? <PassportForm form={form} /> : null;
}

function PassportForm({ form }: { form: FormActorRef<PassportField> }) {
  const person = useStepData('REGISTRATION');
  const status = useFormStatus(form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  const birthDate = stepText(person, 'birthDate');
  const fullName = [stepText(person, 'lastName'), stepText(person, 'firstName'), stepText(person, 'middleName')].filter(Boolean).join(' ');
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-PASSPORT_REGISTRATION">
      <Subtitle>Паспорт</Subtitle>
      {fullName ? (
        <Lead data-testid="passport-holder">
          {fullName}
          {birthDate ? `, дата рождения ${birthDate}` : ''}
        </Lead>
      ) : null}
      <Recognition />
      <PassportFields form={form} />
      <FormMessage message={status.formError} />
      <Actions>
        <Button type="submit" disabled={status.submitting} data-testid="step-submit">
          {status.submitting ? <Spinner aria-hidden="true" /> : null}
          Продолжить
        </Button>
      </Actions>
    </FormBox>
  );
}
