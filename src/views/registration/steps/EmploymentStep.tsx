// EMPLOYMENT_REGISTRATION: the employment worksheet (type, employer, position, work phone,
// monthly income and expenses in roubles).
import type { FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import { CURRENCY_MASK_OPTIONS, parseCurrency, unformatPhone } from '../../../domain/masks';
import { rublesToKopecks } from '../../../domain/money';
import { REQUIRED } from '../../../domain/messages';
import { Button } from '../../../components/ui/Button';
import { css } from '../../../theme/stitches.config';
import { MaskedField, TextField } from '../../../components/form/fields';
import { Actions, ErrorText, FieldBox, FormBox, Label, Notice, Row, Select, Spinner, Subtitle, control } from '../../../components/form/styles';
import { useForm } from '../form/use-form';
import type { FieldBinding } from '../../../components/form/fields';
import { RegistrationActor, useRegistrationServices, useStepDraft } from '../registration-context';
import { phoneError, textError } from '../validation';

export const EMPLOYMENT_TYPES = [
  ['Employed', 'Работаю по найму'],
  ['SelfEmployed', 'Самозанятый'],
  ['Entrepreneur', 'Индивидуальный предприниматель'],
  ['Student', 'Учусь'],
  ['Pensioner', 'На пенсии'],
  ['Unemployed', 'Не работаю'],
] as const;
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number][0];

interface EmploymentData extends Record<string, unknown> {
  employmentType: EmploymentType | '';
  employerName: string;
  position: string;
  workPhone: string;
  monthlyIncome: string;
  monthlyExpenses: string;
}

const DEFAULTS: EmploymentData = { employmentType: '', employerName: '', position: '', workPhone: '', monthlyIncome: '', monthlyExpenses: '' };
const FIELDS = ['employmentType', 'employerName', 'position', 'workPhone', 'monthlyIncome', 'monthlyExpenses'] as const;
type Field = (typeof FIELDS)[number];

const hasEmployer = (t: EmploymentData['employmentType']) => t === 'Employed' || t === 'Entrepreneur';

export function validateEmployment(v: EmploymentData): Partial<Record<Field, string | null>> {
  const employer = hasEmployer(v.employmentType);
  return {
    employmentType: v.employmentType ? null : REQUIRED,
    employerName: employer ? textError(v.employerName, 200) : null,
    position: employer ? textError(v.position, 100, false) : null,
    workPhone: v.workPhone.trim() === '' ? null : phoneError(v.workPhone),
    monthlyIncome: parseCurrency(v.monthlyIncome) === null ? REQUIRED : null,
    monthlyExpenses: null,
  };
}

const moneyClass = css(control);

function MoneyField({ id, label, value, onChange, binding }: { id: string; label: string; value: string; onChange: (v: string) => void; binding: FieldBinding }) {
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <IMaskInput
        {...CURRENCY_MASK_OPTIONS}
        id={id}
        name={id}
        inputMode="numeric"
        className={moneyClass()}
        value={value}
        onAccept={(masked: string) => onChange(masked)}
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
  const { api } = useRegistrationServices();
  const actor = RegistrationActor.useActorRef();
  const [v, set] = useStepDraft('EMPLOYMENT_REGISTRATION', DEFAULTS);
  const form = useForm<Field>({
    fields: FIELDS,
    validate: () => validateEmployment(v),
    bodyFields: { EmploymentType: 'employmentType', EmployerName: 'employerName', Position: 'position', WorkPhone: 'workPhone', MonthlyIncome: 'monthlyIncome', MonthlyExpenses: 'monthlyExpenses' },
  });
  const employer = hasEmployer(v.employmentType);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const expenses = parseCurrency(v.monthlyExpenses);
      await api.saveWorksheet({
        EmploymentType: v.employmentType as EmploymentType,
        MonthlyIncome: rublesToKopecks(parseCurrency(v.monthlyIncome) ?? 0),
        ...(employer && v.employerName.trim() ? { EmployerName: v.employerName.trim() } : {}),
        ...(employer && v.position.trim() ? { Position: v.position.trim() } : {}),
        ...(v.workPhone ? { WorkPhone: unformatPhone(v.workPhone) } : {}),
        ...(expenses !== null ? { MonthlyExpenses: rublesToKopecks(expenses) } : {}),
      });
      actor.send({ type: 'step.next' });
    });
  };
  const typeBinding = form.bind('employmentType');
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-EMPLOYMENT_REGISTRATION">
      <Subtitle>Работа и доход</Subtitle>
      <FieldBox>
        <Label htmlFor="employment-type">Занятость</Label>
        <Select
          id="employment-type"
          value={v.employmentType}
          onChange={(e) => set({ employmentType: e.target.value as EmploymentType })}
          onBlur={typeBinding.onBlur}
          onFocus={typeBinding.onFocus}
          aria-invalid={typeBinding.error ? true : undefined}
          aria-describedby="employment-type-error"
        >
          <option value="">Выберите</option>
          {EMPLOYMENT_TYPES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
        <ErrorText id="employment-type-error" data-testid="employment-type-error" role={typeBinding.error ? 'alert' : undefined}>
          {typeBinding.error}
        </ErrorText>
      </FieldBox>
      {employer ? (
        <Row>
          <TextField id="employment-employer" label="Место работы" value={v.employerName} onChange={(employerName) => set({ employerName })} maxLength={200} {...form.bind('employerName')} />
          <TextField id="employment-position" label="Должность" value={v.position} onChange={(position) => set({ position })} maxLength={100} {...form.bind('position')} />
        </Row>
      ) : null}
      {employer ? (
        <MaskedField id="employment-work-phone" label="Рабочий телефон (необязательно)" mask="phone" inputMode="tel" value={v.workPhone} onChange={(workPhone) => set({ workPhone })} {...form.bind('workPhone')} />
      ) : null}
      <Row>
        <MoneyField id="employment-income" label="Доход в месяц, ₽" value={v.monthlyIncome} onChange={(monthlyIncome) => set({ monthlyIncome })} binding={form.bind('monthlyIncome')} />
        <MoneyField id="employment-expenses" label="Расходы в месяц, ₽" value={v.monthlyExpenses} onChange={(monthlyExpenses) => set({ monthlyExpenses })} binding={form.bind('monthlyExpenses')} />
      </Row>
      {form.formError ? <Notice tone="error" role="alert" data-testid="form-error">{form.formError}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={form.submitting} data-testid="step-submit">
          {form.submitting ? <Spinner aria-hidden="true" /> : null}
          Отправить заявку
        </Button>
      </Actions>
    </FormBox>
  );
}
