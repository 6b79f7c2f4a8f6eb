// PASSPORT_REGISTRATION: series and number '#### ######', issue date, department code NNN-NNN,
// issued by, birthplace; optionally read from a photo (PassportRecognize).
import { useState, type FormEvent } from 'react';
import { formatDepartmentCode, formatPassport, unformatDepartmentCode, unformatPassport } from '../../../domain/masks';
import { trackPassportEntered } from '../../../app/third-party/tracker';
import { Button } from '../../../components/ui/Button';
import { MaskedField, TextField } from '../../../components/form/fields';
import { PhotoInput } from '../../../components/form/PhotoInput';
import { errorText } from '../../../components/form/server-errors';
import { Actions, FormBox, Lead, Notice, Row, Spinner, Subtitle } from '../../../components/form/styles';
import { useForm } from '../form/use-form';
import { RegistrationActor, useRegistrationServices, useStepDraft } from '../registration-context';
import { fromIsoDate, issueDateError, maskedError, textError, toIsoDate } from '../validation';
import { PERSONAL_DEFAULTS } from './PersonalStep';
import { photoError } from './photo';

export interface PassportData extends Record<string, unknown> {
  passport: string;
  issueDate: string;
  departmentCode: string;
  issuedBy: string;
  birthPlace: string;
}

export const PASSPORT_DEFAULTS: PassportData = { passport: '', issueDate: '', departmentCode: '', issuedBy: '', birthPlace: '' };

const FIELDS = ['passport', 'issueDate', 'departmentCode', 'issuedBy', 'birthPlace'] as const;
type Field = (typeof FIELDS)[number];

export function validatePassport(v: PassportData, birthDate: string): Partial<Record<Field, string | null>> {
  return {
    passport: maskedError('passport', v.passport),
    issueDate: issueDateError(v.issueDate, birthDate),
    departmentCode: maskedError('departmentCode', v.departmentCode),
    issuedBy: textError(v.issuedBy, 300),
    birthPlace: textError(v.birthPlace, 300),
  };
}

function Recognition({ onRecognized }: { onRecognized: (data: Partial<PassportData>) => void }) {
  const { api } = useRegistrationServices();
  const [state, setState] = useState<{ busy: boolean; message: string | null; tone: 'info' | 'error' }>({ busy: false, message: null, tone: 'info' });
  const onFile = (file: File) => {
    const problem = photoError(file);
    if (problem) return setState({ busy: false, message: problem, tone: 'error' });
    setState({ busy: true, message: 'Распознаём паспорт…', tone: 'info' });
    api
      .passportRecognize(file)
      .then((r) => {
        if (r.Status !== 'done') return setState({ busy: false, message: 'Не удалось распознать паспорт, заполните поля вручную', tone: 'error' });
        onRecognized({
          ...(r.Series && r.Number ? { passport: formatPassport(`${r.Series}${r.Number}`) } : {}),
          ...(r.IssueDate ? { issueDate: fromIsoDate(r.IssueDate) } : {}),
          ...(r.DepartmentCode ? { departmentCode: formatDepartmentCode(r.DepartmentCode) } : {}),
          ...(r.IssuedBy ? { issuedBy: r.IssuedBy } : {}),
        });
        setState({ busy: false, message: 'Данные паспорта заполнены по фото — проверьте их', tone: 'info' });
      })
      .catch((error: unknown) => setState({ busy: false, message: errorText(error), tone: 'error' }));
  };
  return (
    <div>
      <PhotoInput id="passport-photo" label="Заполнить по фото паспорта (необязательно)" hint="JPG или PNG до 10 МБ: разворот с фотографией" onFile={onFile} disabled={state.busy} />
      {state.message ? <Notice tone={state.tone} role="status">{state.message}</Notice> : null}
    </div>
  );
}

export function PassportStep() {
  const { api } = useRegistrationServices();
  const actor = RegistrationActor.useActorRef();
  const [person] = useStepDraft('REGISTRATION', PERSONAL_DEFAULTS);
  const [v, set] = useStepDraft('PASSPORT_REGISTRATION', PASSPORT_DEFAULTS);
  const form = useForm<Field>({
    fields: FIELDS,
    validate: () => validatePassport(v, person.birthDate),
    bodyFields: { Series: 'passport', Number: 'passport', IssueDate: 'issueDate', DepartmentCode: 'departmentCode', IssuedBy: 'issuedBy', BirthPlace: 'birthPlace' },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const digits = unformatPassport(v.passport);
      await api.registrationPassport({
        Series: digits.slice(0, 4),
        Number: digits.slice(4),
        IssueDate: toIsoDate(v.issueDate),
        DepartmentCode: formatDepartmentCode(unformatDepartmentCode(v.departmentCode)),
        IssuedBy: v.issuedBy.trim(),
        BirthPlace: v.birthPlace.trim(),
      });
      trackPassportEntered({});
      actor.send({ type: 'step.next' });
    });
  };
  const fullName = [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ');
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-PASSPORT_REGISTRATION">
      <Subtitle>Паспорт</Subtitle>
      {fullName ? (
        <Lead data-testid="passport-holder">
          {fullName}
          {person.birthDate ? `, дата рождения ${person.birthDate}` : ''}
        </Lead>
      ) : null}
      <Recognition onRecognized={set} />
      <MaskedField id="passport-number" label="Серия и номер" mask="passport" value={v.passport} onChange={(passport) => set({ passport })} {...form.bind('passport')} />
      <Row>
        <MaskedField id="passport-issue-date" label="Дата выдачи" mask="date" value={v.issueDate} onChange={(issueDate) => set({ issueDate })} {...form.bind('issueDate')} />
        <MaskedField id="passport-department-code" label="Код подразделения" mask="departmentCode" value={v.departmentCode} onChange={(departmentCode) => set({ departmentCode })} {...form.bind('departmentCode')} />
      </Row>
      <TextField id="passport-issued-by" label="Кем выдан" value={v.issuedBy} onChange={(issuedBy) => set({ issuedBy })} maxLength={300} {...form.bind('issuedBy')} />
      <TextField id="passport-birth-place" label="Место рождения" value={v.birthPlace} onChange={(birthPlace) => set({ birthPlace })} maxLength={300} {...form.bind('birthPlace')} />
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
