// Appeal to the financial ombudsman (POST /api/Ombudsmen/SubmitForm).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import { useRuntimeConfig } from '../../app/config-context';
import { useHydrated } from '../../app/hydration';
import { settingsQuery } from '../../app/data/content-queries';
import { ApiError } from '../../api/errors';
import { useOmbudsmenAppeal } from '../../app/ombudsmen';
import { fetchCaptchaToken } from '../../app/third-party/captcha';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { MASK_OPTIONS, MASK_PLACEHOLDERS, isMaskComplete } from '../../domain/masks';
import { PHONE_MUST_START_WITH_9, PHONE_REQUIRED, REQUIRED, SERVER_ERROR } from '../../domain/messages';
import { styled } from '../../theme/stitches.config';

const Form = styled('form', { maxWidth: '560px' });
// Disabled until the app has hydrated the prerendered page: typing before would not reach it.
const Controls = styled('fieldset', { display: 'grid', gap: '$4', border: 0, margin: 0, padding: 0, minWidth: 0 });

interface Values {
  name: string;
  phone: string;
  email: string;
  text: string;
}

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!v.name.trim()) errors.name = REQUIRED;
  if (!v.phone) errors.phone = PHONE_REQUIRED;
  else if (!isMaskComplete('phone', v.phone)) errors.phone = PHONE_REQUIRED;
  else if (!v.phone.startsWith('79')) errors.phone = PHONE_MUST_START_WITH_9;
  if (!v.text.trim()) errors.text = REQUIRED;
  return errors;
}

export function OmbudsmenForm() {
  const [values, setValues] = useState<Values>({ name: '', phone: '', email: '', text: '' });
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const errors = validate(values);
  const { captchaScriptUrl, captchaSiteKey } = useRuntimeConfig();
  const settings = useQuery(settingsQuery());
  // SPEC §7.5: a v3 token with the action 'homepage'; without one the server decides.
  const submit = useOmbudsmenAppeal(async () =>
    settings.data?.ReCaptchaEnabled ? ((await fetchCaptchaToken({ scriptUrl: captchaScriptUrl, siteKey: captchaSiteKey }, 'homepage')) ?? '') : '',
  );
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errors).length === 0) submit.mutate({ Name: values.name.trim(), Phone: values.phone, ...(values.email ? { Email: values.email } : {}), Text: values.text.trim() });
  };
  if (submit.isSuccess) return <p role="status" data-testid="ombudsmen-success">Обращение отправлено. Мы ответим вам в течение 15 рабочих дней.</p>;
  const err = (key: keyof Values) => (shown ? errors[key] : undefined);
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Обращение к финансовому уполномоченному">
      <Controls disabled={!hydrated}>
        <Field id="omb-name" label="Ваше имя" error={err('name')}>
          <input id="omb-name" value={values.name} maxLength={150} autoComplete="name" aria-invalid={!!err('name')} onChange={(e) => set('name')(e.target.value)} />
        </Field>
        <Field id="omb-phone" label="Мобильный телефон" error={err('phone')}>
          <IMaskInput
            id="omb-phone"
            {...MASK_OPTIONS.phone}
            placeholder={MASK_PLACEHOLDERS.phone}
            inputMode="tel"
            autoComplete="tel"
            aria-invalid={!!err('phone')}
            onAccept={(_value, mask) => set('phone')(mask.unmaskedValue)}
          />
        </Field>
        <Field id="omb-email" label="Электронная почта (необязательно)">
          <input id="omb-email" type="email" value={values.email} maxLength={254} autoComplete="email" onChange={(e) => set('email')(e.target.value)} />
        </Field>
        <Field id="omb-text" label="Текст обращения" error={err('text')}>
          <textarea id="omb-text" rows={6} value={values.text} maxLength={5000} aria-invalid={!!err('text')} onChange={(e) => set('text')(e.target.value)} />
        </Field>
        {submit.isError ? <p role="alert">{submit.error instanceof ApiError ? submit.error.message : SERVER_ERROR}</p> : null}
        <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
          Отправить обращение
        </Button>
      </Controls>
    </Form>
  );
}
