// EMPLOYMENT_REGISTRATION: the employment worksheet (type, employer, position, work phone,
// monthly income and expenses in roubles); the form actor and saveWorksheet are the machine's.
import type { FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import type { FormActorRef } from '@machines/form.machine';
import type { EmploymentField } from '@machines/registration.forms';
import { CURRENCY_MASK_OPTIONS } from '@/domain/masks';
import { Button } from '@/components/ui/Button';
import { css } from '@/theme/stitches.config';
import { MaskedField, TextField } from '@/components/form/fields';
import { useFormField, useFormStatus, type BoundField } from '@/components/form/use-form-actor';
import { Actions, ErrorText, FieldBox, FormBox, Label, Row, Select, Spinner, Subtitle, control } from '@/components/form/styles';
import { useStepForm } from '@/flows/registration/registration-context';
import { hasEmployer } from '@/flows/registration/step-forms';
import { FormMessage } from './PersonalStep';

export const EMPLOYMENT_TYPES = [
  ['Employed', 'Работаю по найму'],
  ['SelfEmployed', 'Самозанятый'],
  ['Entrepreneur', 'Индивидуальный предприниматель'],
  ['Student', 'Учусь'],
  ['Pensioner', 'На пенсии'],
  ['Unemployed', 'Не работаю'],
] as const;

const moneyClass = css(control);

function MoneyField({ id, label, binding }: { id: string; label: string; binding: BoundField }) {
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <IMaskInput
        {...CURRENCY_MASK_OPTIONS}
        id={id}
        name={id}
        inputMode="numeric"
        className={moneyClass()}
        value={binding.value}
        onAccept={(masked: string) => binding.onChange(masked)}
        onBlur={binding.onBlur}
        onFocus={binding.onFocus}
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <ErrorText id={`${id}-error`} data-testid={`${id}-error`} role={binding.error ? 'alert' : undefined}>
        {binding.error}
      </ErrorText>
    </FieldBox>
  );
}

export function EmploymentStep() {
  const form = useStepForm<EmploymentField>();
  return form ? <EmploymentForm form={form} /> : null;
}

function EmploymentForm({ form }: { form: FormActorRef<EmploymentField> }) {
  const status = useFormStatus(form);
  const type = useFormField(form, 'employmentType');
  const employer = hasEmployer(type.value);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-EMPLOYMENT_REGISTRATION">
      <Subtitle>Работа и доход</Subtitle>
      <FieldBox>
        <Label htmlFor="employment-type">Занятость</Label>
        <Select
          id="employment-type"
          value={type.value}
          onChange={(e) => type.onChange(e.target.value)}
          onBlur={type.onBlur}
          onFocus={type.onFocus}
          aria-invalid={type.error ? true : undefined}
          aria-describedby="employment-type-error"
        >
          <option value="">Выберите</option>
          {EMPLOYMENT_TYPES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
        <ErrorText id="employment-type-error" data-testid="employment-type-error" role={type.error ? 'alert' : undefined}>
          {type.error}
        </ErrorText>
      </FieldBox>
      {employer ? <EmployerFields form={form} /> : null}
      <Row>
        <MoneyField id="employment-income" label="Доход в месяц, ₽" binding={useFormField(form, 'monthlyIncome')} />
        <MoneyField id="employment-expenses" label="Расходы в месяц, ₽" binding={useFormField(form, 'monthlyExpenses')} />
      </Row>
      <FormMessage message={status.formError} />
      <Actions>
        <Button type="submit" disabled={status.submitting} data-testid="step-submit">
          {status.submitting ? <Spinner aria-hidden="true" /> : null}
          Отправить заявку
        </Button>
      </Actions>
    </FormBox>
  );
}

function EmployerFields({ form }: { form: FormActorRef<EmploymentField> }) {
  return (
    <>
      <Row>
        <TextField id="employment-employer" label="Место работы" maxLength={200} {...useFormField(form, 'employerName')} />
        <TextField id="employment-position" label="Должность" maxLength={100} {...useFormField(form, 'position')} />
      </Row>
      <MaskedField id="employment-work-phone" label="Рабочий телефон (необязательно)" mask="phone" inputMode="tel" {...useFormField(form, 'workPhone')} />
    </>
  );
}
