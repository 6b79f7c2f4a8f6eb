// ADDRESS_REGISTRATION: registration address and the actual one (or "same as registration"),
// picked from address suggestions.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { styled } from '../../../theme/stitches.config';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { Actions, FormBox, Notice, Spinner, Subtitle } from '../../../components/form/styles';
import { useForm } from '../form/use-form';
import type { FieldBinding } from '../../../components/form/fields';
import { RegistrationActor, useRegistrationServices, useStepDraft } from '../registration-context';
import { textError } from '../validation';
import { suggestAddresses, type Suggestion } from '../../../api/address-suggest';
import { useSessionServices } from '../../../app/session/SessionProvider';
import { EMPTY_ADDRESS, addressError, fromSuggestion, toContractAddress, type AddressValue } from './address-suggest';

interface AddressData extends Record<string, unknown> {
  registration: AddressValue;
  sameAsRegistration: boolean;
  actual: AddressValue;
}

const DEFAULTS: AddressData = { registration: EMPTY_ADDRESS, sameAsRegistration: true, actual: EMPTY_ADDRESS };
const FIELDS = ['registration', 'registrationFlat', 'actual', 'actualFlat'] as const;
type Field = (typeof FIELDS)[number];

export function validateAddress(v: AddressData): Partial<Record<Field, string | null>> {
  return {
    registration: addressError(v.registration),
    registrationFlat: textError(v.registration.flat, 20, false),
    actual: v.sameAsRegistration ? null : addressError(v.actual),
    actualFlat: v.sameAsRegistration ? null : textError(v.actual.flat, 20, false),
  };
}

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

function AddressInput({ id, label, value, onChange, binding, flatBinding }: {
  id: string;
  label: string;
  value: AddressValue;
  onChange: (a: AddressValue) => void;
  binding: FieldBinding;
  flatBinding: FieldBinding;
}) {
  const { clients } = useSessionServices();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const picked = Boolean(value.house);
  useEffect(() => {
    if (picked || value.query.trim().length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestAddresses(clients.api, value.query, { count: 5, signal: controller.signal })
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [clients.api, value.query, picked]);
  const shown = picked || value.query.trim().length < 3 ? [] : suggestions;
  return (
    <>
      <TextField
        id={id}
        label={label}
        autoComplete="off"
        value={value.query}
        // Typing again drops the picked address: only a suggestion fills its parts.
        onChange={(query) => onChange({ ...EMPTY_ADDRESS, query, flat: value.flat })}
        {...binding}
        hint={
          // Always there (0 px high), so the layout is the same with and without suggestions.
          <Anchor>
            {shown.length > 0 ? (
              <List aria-label="Подсказки адреса" data-testid={`${id}-suggestions`}>
                {shown.map((s) => (
                  <li key={s.value}>
                    <button type="button" onClick={() => onChange(fromSuggestion(s, value.flat))}>
                      {s.value}
                    </button>
                  </li>
                ))}
              </List>
            ) : null}
          </Anchor>
        }
      />
      <TextField id={`${id}-flat`} label="Квартира (если есть)" value={value.flat} onChange={(flat) => onChange({ ...value, flat })} maxLength={20} {...flatBinding} />
    </>
  );
}

export function AddressStep() {
  const { api } = useRegistrationServices();
  const actor = RegistrationActor.useActorRef();
  const [v, set] = useStepDraft('ADDRESS_REGISTRATION', DEFAULTS);
  const form = useForm<Field>({ fields: FIELDS, validate: () => validateAddress(v) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      await api.registrationAddress({
        Registration: toContractAddress(v.registration),
        SameAsRegistration: v.sameAsRegistration,
        ...(v.sameAsRegistration ? {} : { Actual: toContractAddress(v.actual) }),
      });
      actor.send({ type: 'step.next' });
    });
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-ADDRESS_REGISTRATION">
      <Subtitle>Адрес</Subtitle>
      <AddressInput id="address-registration" label="Адрес регистрации" value={v.registration} onChange={(registration) => set({ registration })} binding={form.bind('registration')} flatBinding={form.bind('registrationFlat')} />
      <CheckboxField id="address-same" checked={v.sameAsRegistration} onChange={(sameAsRegistration) => set({ sameAsRegistration })} error={null}>
        Фактический адрес совпадает с адресом регистрации
      </CheckboxField>
      {v.sameAsRegistration ? null : (
        <AddressInput id="address-actual" label="Фактический адрес" value={v.actual} onChange={(actual) => set({ actual })} binding={form.bind('actual')} flatBinding={form.bind('actualFlat')} />
      )}
      {form.formError ? <Notice tone="error" role="alert" data-testid="form-error">{form.formError}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={form.submitting} data-testid="step-submit">
          {form.submitting ? <Spinner aria-hidden="true" /> : null}
          Продолжить
        </Button>
      </Actions>
    </FormBox>
  );
}
