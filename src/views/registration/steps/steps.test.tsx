import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { freshRegistration } from '@machines/registration.machine';
import { MASK_INCOMPLETE_MESSAGE } from '@/domain/masks';
import { PHONE_MUST_START_WITH_9, PHONE_REQUIRED, REQUIRED } from '@/domain/messages';
import { fakeApi, renderStep } from '../test-harness';
import { CONSENT_REQUIRED, CYRILLIC_ONLY } from '@/domain/validation';
import { PassportStep } from './PassportStep';
import { PersonalStep } from './PersonalStep';
import { CardPhotoStep } from './CardPhotoStep';

const errorOf = (id: string) => screen.getByTestId(`${id}-error`);

describe('REGISTRATION step', () => {
  it('shows the spec messages lazily: on blur, and for every field on submit', async () => {
    const registration = vi.fn();
    renderStep(<PersonalStep />, fakeApi({ registration }));
    const user = userEvent.setup();
    expect(errorOf('reg-phone')).toHaveTextContent('');
    await user.click(screen.getByLabelText('Мобильный телефон'));
    await user.tab();
    expect(errorOf('reg-phone')).toHaveTextContent(PHONE_REQUIRED);
    await user.type(screen.getByLabelText('Мобильный телефон'), '8');
    expect(errorOf('reg-phone')).toHaveTextContent(PHONE_MUST_START_WITH_9);
    await user.click(screen.getByTestId('step-submit'));
    expect(errorOf('reg-last-name')).toHaveTextContent(REQUIRED);
    expect(errorOf('reg-accept-rules')).toHaveTextContent(CONSENT_REQUIRED);
    expect(errorOf('reg-accept-personal-data')).toHaveTextContent(CONSENT_REQUIRED);
    expect(registration).not.toHaveBeenCalled();
  });

  it('a masked field that is incomplete errs on blur; Latin names are refused', async () => {
    renderStep(<PersonalStep />, fakeApi({}));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Дата рождения'), '1204');
    await user.tab();
    expect(errorOf('reg-birth-date')).toHaveTextContent(MASK_INCOMPLETE_MESSAGE);
    await user.type(screen.getByLabelText('Фамилия'), 'Petrov');
    await user.tab();
    expect(errorOf('reg-last-name')).toHaveTextContent(CYRILLIC_ONLY);
  });

  it('sends the unmasked data, then asks for the SMS code; a taken phone shows beside the phone', async () => {
    const registration = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, [{ ErrorCode: 'PHONE_TAKEN', Message: 'Этот номер уже зарегистрирован' }], null))
      .mockResolvedValueOnce({ CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-45-67' });
    renderStep(<PersonalStep />, fakeApi({ registration }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Мобильный телефон'), '9121234567');
    await user.type(screen.getByLabelText('Фамилия'), 'Петрова');
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Дата рождения'), '12041990');
    await user.type(screen.getByLabelText('Электронная почта'), 'anna@example.ru');
    await user.type(screen.getByLabelText('Придумайте пароль'), 'Secret-2026');
    await user.click(screen.getByLabelText(/Правилами предоставления/));
    await user.click(screen.getByLabelText(/согласие на обработку персональных данных/));
    await user.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(errorOf('reg-phone')).toHaveTextContent('Этот номер уже зарегистрирован'));
    // Focusing the field clears its server error (SPEC §5).
    await user.click(screen.getByLabelText('Мобильный телефон'));
    expect(errorOf('reg-phone')).toHaveTextContent('');
    await user.click(screen.getByTestId('step-submit'));
    await screen.findByTestId('step-REGISTRATION-code');
    expect(registration).toHaveBeenLastCalledWith(
      expect.objectContaining({ Phone: '79121234567', LastName: 'Петрова', BirthDate: '1990-04-12', AcceptAgreements: true, Password: 'Secret-2026' }),
    );
    expect(screen.getByText(/\+7 \(\*\*\*\) \*\*\*-45-67/)).toBeInTheDocument();
  });
});

describe('PASSPORT_REGISTRATION step', () => {
  const atPassport = { ...freshRegistration(), currentStep: 'PASSPORT_REGISTRATION' as const };

  it('checks the masks and places a server validation error beside its field', async () => {
    const registrationPassport = vi.fn().mockRejectedValue(new ApiError(400, [{ ErrorCode: 'VALIDATION_ERROR', Message: 'body/DepartmentCode must match pattern' }], null));
    renderStep(<PassportStep />, fakeApi({ registrationPassport }), atPassport);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Серия и номер'), '45101234');
    await user.tab();
    expect(errorOf('passport-number')).toHaveTextContent(MASK_INCOMPLETE_MESSAGE);
    await user.type(screen.getByLabelText('Серия и номер'), '56');
    expect(screen.getByLabelText('Серия и номер')).toHaveValue('4510 123456');
    await user.type(screen.getByLabelText('Дата выдачи'), '20062015');
    await user.type(screen.getByLabelText('Код подразделения'), '770001');
    expect(screen.getByLabelText('Код подразделения')).toHaveValue('770-001');
    await user.type(screen.getByLabelText('Кем выдан'), 'ГУ МВД');
    await user.type(screen.getByLabelText('Место рождения'), 'г. Москва');
    await user.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(errorOf('passport-department-code')).toHaveTextContent('Проверьте значение поля'));
    expect(registrationPassport).toHaveBeenCalledWith(expect.objectContaining({ Series: '4510', Number: '123456', IssueDate: '2015-06-20', DepartmentCode: '770-001' }));
  });
});

describe('BANK_CARD_PHOTO_REGISTRATION step', () => {
  const atPhoto = { ...freshRegistration(), currentStep: 'BANK_CARD_PHOTO_REGISTRATION' as const };

  it('refuses a wrong type and an oversize file before uploading', async () => {
    const uploadUserDocument = vi.fn().mockResolvedValue({ Id: 1, GroupId: 3, FileName: 'card.png', MimeType: 'image/png', Size: 4, UploadedAt: '2026-01-01T00:00:00Z' });
    renderStep(<CardPhotoStep />, fakeApi({ uploadUserDocument }), atPhoto);
    const input = screen.getByLabelText('Фото карты');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'card.gif', { type: 'image/gif' })] } }));
    expect(screen.getByTestId('card-photo-error')).toHaveTextContent('Загрузите фото в формате JPG или PNG');
    const big = new File(['x'], 'card.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await act(async () => fireEvent.change(input, { target: { files: [big] } }));
    expect(screen.getByTestId('card-photo-error')).toHaveTextContent('Файл больше 10 МБ');
    expect(uploadUserDocument).not.toHaveBeenCalled();
    expect(screen.getByTestId('step-submit')).toBeDisabled();
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png!'], 'card.png', { type: 'image/png' })] } }));
    await screen.findByTestId('card-photo-uploaded');
    expect(uploadUserDocument).toHaveBeenCalledWith(3, expect.any(File));
    expect(screen.getByTestId('step-submit')).toBeEnabled();
  });
});
