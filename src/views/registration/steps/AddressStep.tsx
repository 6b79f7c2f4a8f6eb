// ADDRESS_REGISTRATION: registration address and the actual one (or "same as registration"),
// picked from address suggestions (a cached query of src/api/address-suggest).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import type { AddressField } from '@machines/registration.forms';
import type { Suggestion } from '@/api/address-suggest';
import { useQueries } from '@/flows/queries';
import { Button } from '@/components/ui/Button';
import { CheckboxField, TextField } from '@/components/form/fields';
import { useFormField, useFormStatus } from '@/components/form/use-form-actor';
import { Actions, FormBox, Spinner, Subtitle } from '@/components/form/styles';
import { styled } from '@/theme/stitches.config';
import { useStepForm } from '@/flows/registration/registration-context';
import { isSameAddress, type AddressKind } from '@/flows/registration/step-forms';
import { FormMessage } from './PersonalStep';

// The suggestions drop down over the fields below, like a menu: they neither push the form
// down nor look like another input.
const Anchor = styled('div', { position: 'relative', height: 0 });
const List = styled('ul', {
  position: 'absolute',
  top: '$1',
  left: 0,
  right: 0,
  zIndex: 10,
  maxHeight: '280px',
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: '$1 0',
  backgroundColor: '$surface',
  borderRadius: '$md',
  boxShadow: '0 8px 24px rgba(28, 36, 48, 0.18)',
  '& button': { width: '100%', textAlign: 'left', padding: '$2 $3', border: 0, background: 'none', font: 'inherit', color: '$text', cursor: 'pointer' },
  '& button:hover, & button:focus-visible': { backgroundColor: '$brandSoft' },
});

/** The typed text, settled for 300 ms: one request per pause in typing, not per key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const PICKED_PARTS = { postCode: 'postal_code', region: 'region', city: 'city', street: 'street', house: 'house' } as const;

export function AddressInput({ form, kind, id, label }: { form: FormActorRef<AddressField>; kind: AddressKind; id: string; label: string }) {
  const { addresses } = useQueries();
  const query = useFormField(form, `${kind}.query`);
  const flat = useFormField(form, `${kind}.flat`);
  const picked = Boolean(useFormField(form, `${kind}.house`).value);
  const settled = useSettled(query.value);
  const suggestions = useQuery({ ...addresses.suggest(settled), enabled: !picked && settled.trim().length >= 3 });
  const shown: Suggestion[] = picked || query.value.trim().length < 3 ? [] : (suggestions.data ?? []);
  // Typing again drops the picked address: only a suggestion fills its parts.
  const type = (text: string) =>
    form.send({ type: 'form.setValues', values: { [`${kind}.query`]: text, ...Object.fromEntries(Object.keys(PICKED_PARTS).map((p) => [`${kind}.${p}`, ''])) } });
  const pick = (s: Suggestion) =>
    form.send({
      type: 'form.setValues',
      values: { [`${kind}.query`]: s.value, ...Object.fromEntries(Object.entries(PICKED_PARTS).map(([p, key]) => [`${kind}.${p}`, s.data[key] ?? ''])) },
    });
  return (
    <>
      <TextField
        id={id}
        label={label}
        autoComplete="off"
        {...query}
        onChange={type}
        hint={
          // Always there (0 px high), so the layout is the same with and without suggestions.
          <Anchor>
            {shown.length > 0 ? (
              <List aria-label="Подсказки адреса" data-testid={`${id}-suggestions`}>
                {shown.map((s) => (
                  <li key={s.value}>
                    <button type="button" onClick={() => pick(s)}>
                      {s.value}
                    </button>
                  </li>
                ))}
              </List>
            ) : null}
          </Anchor>
        }
      />
      <TextField id={`${id}-flat`} label="Квартира (если есть)" maxLength={20} {...flat} />
    </>
  );
}

export function AddressStep() {
  const form = useStepForm<AddressField>();
  return form ? <AddressForm form={form} /> : null;
}

function AddressForm({ form }: { form: FormActorRef<AddressField> }) {
  const status = useFormStatus(form);
  const same = useFormField(form, 'sameAsRegistration');
  const isSame = isSameAddress({ sameAsRegistration: same.value } as Record<AddressField, string>);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-ADDRESS_REGISTRATION">
      <Subtitle>Адрес</Subtitle>
      <AddressInput form={form} kind="registration" id="address-registration" label="Адрес регистрации" />
      <CheckboxField id="address-same" checked={isSame} onChange={(checked) => same.onChange(checked ? 'true' : 'false')} error={null}>
        Фактический адрес совпадает с адресом регистрации
      </CheckboxField>
      {isSame ? null : <AddressInput form={form} kind="actual" id="address-actual" label="Фактический адрес" />}
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

