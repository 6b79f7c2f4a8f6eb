// Model-based paths of the registration machine run against the registration page: each event
// is what the client does (types, clicks, picks a file) or what the server answers (a held call
// resolved or refused), and each state is checked on the screen. The page's own registration
// actor is inspected: what it did while the paths ran is the `registration` row of test:model.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { externalNavigation } from '../../../src/flows/session/post-login';
import { resetStore } from '../../../src/flows/session/logout-resets';
import { RECOGNIZED, RECOGNIZING, UNREADABLE } from '../../../src/views/registration/steps/PassportStep';
import type { RegistrationData } from '../../../machines/registration.machine';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { CARD_URL, REFUSALS, heldApi } from './registration-fixtures';
import { formOf, registrationPathModel as model } from './registration.model';
import { answerFetch, renderRegistrationPage } from './registration-page';

const recorder = coverageRecorder('registration');
// The scoring screen's end routes through the session (session.route): recorded for its row too.
const sessionRecorder = coverageRecorder('session');
const inspectBoth: typeof recorder.inspect = (event) => {
  recorder.inspect(event);
  sessionRecorder.inspect(event);
};
const paths = selectPaths(model);
let passed = 0;

const leave = vi.fn();

type User = ReturnType<typeof userEvent.setup>;
const byTestId = (id: string) => screen.getByTestId(id);
const submitButton = () => byTestId('step-submit');

async function retype(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

/** A step's message: the file check's own (the model has it), or the server's refusal. */
const shownMessage = (s: AnyMachineSnapshot, actorId: string): string =>
  s.context.stepMessage === 'refused' ? REFUSALS[actorId]!.shows[1] : String(s.context.stepMessage);

/** What the client sees in each state of the model. */
function expectScreen(s: AnyMachineSnapshot) {
  const m = (v: unknown) => s.matches(v as never);
  if (m('arriving')) return expect(screen.queryByTestId(/^step-/)).toBeNull();
  if (m('starting')) return expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  const formStep = (testId: string, failed: string) => {
    expect(byTestId(testId)).toBeInTheDocument();
    if (s.hasTag('submitting')) expect(submitButton()).toBeDisabled();
    else expect(submitButton()).toBeEnabled();
    if (s.hasTag('error') && failed) {
      const [id, text] = REFUSALS[failed]!.shows;
      expect(byTestId(id)).toHaveTextContent(text);
    }
  };
  if (m({ filling: 'personal' })) return formStep('step-REGISTRATION', 'sendRegistration');
  if (m({ filling: 'personalCode' })) return formStep('step-REGISTRATION-code', 'confirmRegistration');
  if (m({ filling: 'passport' })) {
    formStep('step-PASSPORT_REGISTRATION', m({ filling: { passport: { entry: 'failed' } } }) ? 'savePassport' : '');
    if (m({ filling: { passport: { recognition: 'recognizing' } } })) expect(screen.getByText(RECOGNIZING)).toBeInTheDocument();
    if (m({ filling: { passport: { recognition: 'recognized' } } })) {
      expect(screen.getByText(RECOGNIZED)).toBeInTheDocument();
      expect(screen.getByLabelText('Серия и номер')).toHaveValue('4511 654321');
    }
    if (m({ filling: { passport: { recognition: 'unreadable' } } })) expect(screen.getByText(UNREADABLE)).toBeInTheDocument();
    if (m({ filling: { passport: { recognition: 'failed' } } })) expect(screen.getByText(shownMessage(s, 'recognizePassport'))).toBeInTheDocument();
    return;
  }
  if (m({ filling: 'address' })) return formStep('step-ADDRESS_REGISTRATION', 'saveAddress');
  if (m({ filling: 'employment' })) return formStep('step-EMPLOYMENT_REGISTRATION', 'saveWorksheet');
  if (m({ filling: 'bankCard' })) {
    expect(byTestId('step-BANK_CARD_REGISTRATION')).toBeInTheDocument();
    if (m({ filling: { bankCard: 'loading' } })) expect(screen.getByText('Загружаем ваши карты…')).toBeInTheDocument();
    if (m({ filling: { bankCard: 'loadFailed' } })) {
      expect(byTestId('cards-retry')).toBeInTheDocument();
      expect(byTestId('form-error')).toHaveTextContent(REFUSALS.loadCards!.shows[1]);
    }
    if (m({ filling: { bankCard: 'ready' } })) expect(byTestId('link-card')).toBeEnabled();
    if (m({ filling: { bankCard: 'linking' } }) || m({ filling: { bankCard: 'leaving' } })) expect(byTestId('link-card')).toBeDisabled();
    if (m({ filling: { bankCard: 'leaving' } })) expect(leave).toHaveBeenCalledWith(CARD_URL);
    if (m({ filling: { bankCard: 'linkFailed' } })) expect(byTestId('form-error')).toHaveTextContent(REFUSALS.requestCardLink!.shows[1]);
    if (s.context.bankCardId !== null) expect(byTestId('linked-card')).toHaveTextContent('•••• 4242');
    else expect(screen.queryByTestId('step-submit')).toBeNull();
    return;
  }
  if (m({ filling: 'cardPhoto' })) {
    expect(byTestId('step-BANK_CARD_PHOTO_REGISTRATION')).toBeInTheDocument();
    if (m({ filling: { cardPhoto: 'uploading' } })) expect(screen.getByText('Загружаем фото…')).toBeInTheDocument();
    if (m({ filling: { cardPhoto: 'failed' } })) expect(byTestId('card-photo-error')).toHaveTextContent(shownMessage(s, 'uploadCardPhoto'));
    if (m({ filling: { cardPhoto: 'idle' } }) && s.context.steps[4].data.uploadedName) expect(byTestId('card-photo-uploaded')).toBeInTheDocument();
    return;
  }
  if (m('scoring')) {
    expect(byTestId('step-SCORING')).toBeInTheDocument();
    if (s.hasTag('busy')) expect(byTestId('scoring-pending')).toBeInTheDocument();
    if (m({ scoring: 'approved' })) expect(byTestId('scoring-approved')).toBeInTheDocument();
    if (m({ scoring: 'refused' })) expect(byTestId('scoring-refused')).toBeInTheDocument();
    if (m({ scoring: 'approved' }) || m({ scoring: 'refused' })) expect(byTestId('scoring-continue')).toBeEnabled();
    if (m({ scoring: 'leaving' })) {
      expect(byTestId(s.context.scoringStatus === 'approved' ? 'scoring-approved' : 'scoring-refused')).toBeInTheDocument();
      expect(byTestId('scoring-continue')).toBeDisabled();
    }
    if (m({ scoring: 'failed' })) expect(byTestId('scoring-error')).toHaveTextContent(REFUSALS[s.context.scoringRequestId === null ? 'requestScoring' : 'checkScoringAnswer']!.shows[1]);
    return;
  }
  throw new Error(`no screen for ${JSON.stringify(s.value)}`);
}

/** The first form: only the password after a reload (the rest is the stored draft), all of it after a fresh start. */
async function fillPersonal(user: User) {
  if ((screen.getByLabelText('Мобильный телефон') as HTMLInputElement).value === '') {
    await user.type(screen.getByLabelText('Мобильный телефон'), '9001234567');
    await user.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Дата рождения'), '12041990');
    await user.type(screen.getByLabelText('Электронная почта'), 'anna@example.ru');
    await user.click(screen.getByRole('checkbox', { name: /Правилами предоставления/ }));
    await user.click(screen.getByRole('checkbox', { name: /согласие на обработку/ }));
  }
  await retype(user, 'Придумайте пароль', 'Secret-2026');
}

const FORM_EDITS: Record<string, [string, string]> = {
  personalForm: ['Отчество (если есть)', 'а'],
  codeForm: ['Код из SMS', '1'],
  passportForm: ['Место рождения', 'а'],
  addressForm: ['Квартира (если есть)', '1'],
  employmentForm: ['Расходы в месяц, ₽', '1'],
};

/** Does what the event stands for: a client's action, or the server's answer to a held call. */
async function perform(e: AnyEventObject, before: AnyMachineSnapshot, user: User, { settle, holdProfile }: ReturnType<typeof heldApi>) {
  // The session's reload never answered: the way to the cabinet gives up after its 30 s.
  if (e.type === 'xstate.error.actor.leaveForCabinet') return act(() => vi.advanceTimersByTimeAsync(30_000));
  const server = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (server) return act(() => settle(server[2]!, server[1] as 'done' | 'error', e.output));
  switch (e.type) {
    case 'registration.arrive':
      return; // the page told its machine on mount
    case 'form.submitted': {
      const form = formOf(before);
      if (form === 'personalForm') await fillPersonal(user);
      if (form === 'codeForm') await retype(user, 'Код из SMS', '123456');
      return user.click(submitButton());
    }
    case 'form.changed': {
      const [label, text] = FORM_EDITS[formOf(before) ?? '']!;
      return user.type(screen.getByLabelText(label), text);
    }
    case 'step.back':
      return user.click(before.matches('scoring') ? screen.getByRole('button', { name: 'Назад' }) : byTestId('step-back'));
    case 'step.visit':
      return user.click(byTestId('step-forward'));
    case 'step.next':
      return user.click(submitButton());
    case 'step.mergeData':
      await user.click(byTestId('choice-change'));
      return user.click(await screen.findByTestId('choice-save'));
    case 'code.change':
      return user.click(screen.getByRole('button', { name: 'Изменить данные' }));
    case 'code.resent':
      await user.click(byTestId('resend-code'));
      return void (await screen.findByText(/Новый код отправлен на/));
    case 'passport.photo':
      return user.upload(screen.getByLabelText('Заполнить по фото паспорта (необязательно)'), e.file as File);
    case 'cardPhoto.select':
      return user.upload(screen.getByLabelText('Фото карты'), e.file as File);
    case 'card.link':
      return user.click(byTestId('link-card'));
    case 'cards.retry':
      return user.click(byTestId('cards-retry'));
    case 'scoring.retry':
      return user.click(byTestId('scoring-retry'));
    case 'registration.reset':
      // A logout that resets the registration: the session's resetRegistration reaches the page's actor.
      act(() => resetStore('registration'));
      return void (await screen.findByTestId('step-REGISTRATION'));
    case 'scoring.continue':
      holdProfile();
      return user.click(byTestId('scoring-continue'));
    default:
      if (e.type.startsWith('xstate.after.')) return act(() => vi.advanceTimersByTimeAsync(3000));
      throw new Error(`no action for ${e.type}`);
  }
}

describe('registration: generated paths against the registration page', () => {
  const original = externalNavigation.leave;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal('fetch', vi.fn(answerFetch));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    externalNavigation.leave = leave;
    leave.mockReset();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/registration');
  });
  afterEach(() => {
    externalNavigation.leave = original;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  afterAll(() => {
    writeUiCoverage('registration', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] });
    writeUiCoverage('session', { paths: 0, passed: 0, states: [...sessionRecorder.states], transitions: [...sessionRecorder.transitions] }, 'registration');
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const states = snapshotsAlong(model, path);
      const server = heldApi();
      const { api } = server;
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
      const first = path.events[0];
      const signedIn = first?.type === 'registration.arrive' ? Boolean(first.signedIn) : true;
      renderRegistrationPage((path.input as { restored: RegistrationData }).restored, signedIn, api, inspectBoth);
      // A page arriving tells its machine on mount (the path's first event, checked after it);
      // a kept application at scoring opens on the scoring screen, checked here.
      if (!states[0]!.matches('arriving')) await waitFor(() => expectScreen(states[0]!));
      for (const [i, event] of path.events.entries()) {
        await perform(event, states[i]!, user, server);
        await waitFor(() => expectScreen(states[i + 1]!));
      }
      passed++;
    });
  }
});
