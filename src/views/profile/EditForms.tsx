// The forms of /lk/profile-edit/{type}, bound to the edit flow's form actor (the fields and masks
// of SPEC §5, the same as registration's). They render state only: the flow validates and sends.
import type { FormEvent, ReactNode } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import type { AddressField, PassportField } from '@machines/registration.forms';
import { MaskedField, TextField } from '@/components/form/fields';
import { PhotoInput } from '@/components/form/PhotoInput';
import { Actions, FormBox, Notice, Spinner } from '@/components/form/styles';
import { useFormField, useFormStatus } from '@/components/form/use-form-actor';
import { Button } from '@/components/ui/Button';
import { AddressInput } from '../registration/steps/AddressStep';
import { PassportFields } from '../registration/steps/PassportStep';
import { PASSWORD_RULE } from '@/domain/validation';

interface FormProps<F extends string> {
  form: FormActorRef<F>;
  busy: boolean;
}

function EditFormBox({ form, busy, submitLabel, testId, children }: { form: FormActorRef; busy: boolean; submitLabel: string; testId: string; children: ReactNode }) {
  const status = useFormStatus(form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid={testId}>
      {children}
      {status.formError ? (
        <Notice tone="error" role="alert" data-testid="profile-edit-error">
          {status.formError}
        </Notice>
      ) : null}
      <Actions>
        <Button type="submit" disabled={busy} data-testid="profile-edit-submit">
          {busy ? <Spinner aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </Actions>
    </FormBox>
  );
}

/** The current password the phone and e-mail changes ask for. */
function CurrentPassword<F extends string>({ form, id }: { form: FormActorRef<F | 'password'>; id: string }) {
  return <TextField id={id} label="Текущий пароль" type="password" autoComplete="current-password" maxLength={128} {...useFormField(form, 'password')} />;
}

export function PhoneForm({ form, busy }: FormProps<'phone' | 'password'>) {
  return (
    <EditFormBox form={form as FormActorRef} busy={busy} submitLabel="Получить код" testId="profile-phone-form">
      <MaskedField id="profile-phone" label="Новый номер телефона" mask="phone" inputMode="tel" autoComplete="tel" {...useFormField(form, 'phone')} />
      <CurrentPassword form={form} id="profile-phone-password" />
    </EditFormBox>
  );
}

export function EmailForm({ form, busy }: FormProps<'email' | 'password'>) {
  return (
    <EditFormBox form={form as FormActorRef} busy={busy} submitLabel="Получить код" testId="profile-email-form">
      <TextField id="profile-email" label="Новый e-mail" type="email" inputMode="email" autoComplete="email" maxLength={254} {...useFormField(form, 'email')} />
      <CurrentPassword form={form} id="profile-email-password" />
    </EditFormBox>
  );
}

export function PassportForm({ form, busy, photoError, onPhoto }: FormProps<PassportField> & { photoError: string | null; onPhoto: (file: File) => void }) {
  return (
    <EditFormBox form={form as FormActorRef} busy={busy} submitLabel="Отправить на проверку" testId="profile-passport-form">
      <PassportFields form={form} />
      <PhotoInput id="passport-photo" label="Фото разворота нового паспорта" hint="JPG или PNG до 10 МБ: разворот с фотографией" onFile={onPhoto} disabled={busy} />
      {photoError ? (
        <Notice tone="error" role="alert" data-testid="passport-photo-error">
          {photoError}
        </Notice>
      ) : null}
    </EditFormBox>
  );
}

export function AddressForm({ form, busy }: FormProps<AddressField>) {
  return (
    <EditFormBox form={form as FormActorRef} busy={busy} submitLabel="Сохранить" testId="profile-address-form">
      <AddressInput form={form} kind="registration" id="address-registration" label="Адрес регистрации" />
    </EditFormBox>
  );
}

export function PasswordForm({ form, busy }: FormProps<'oldPassword' | 'newPassword' | 'repeat'>) {
  return (
    <EditFormBox form={form as FormActorRef} busy={busy} submitLabel="Сменить пароль" testId="profile-password-form">
      <TextField id="profile-old-password" label="Текущий пароль" type="password" autoComplete="current-password" {...useFormField(form, 'oldPassword')} />
      <TextField id="profile-new-password" label="Новый пароль" rule={PASSWORD_RULE} type="password" autoComplete="new-password" {...useFormField(form, 'newPassword')} />
      <TextField id="profile-new-password-repeat" label="Повторите новый пароль" type="password" autoComplete="new-password" {...useFormField(form, 'repeat')} />
    </EditFormBox>
  );
}
