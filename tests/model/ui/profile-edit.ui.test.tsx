// Model-based paths of the profile-edit machine run against /lk/profile-edit/{type}
// (ProfileEditPage with the app's provideProfileEdit and useProfileEffects, its typed clients over a
// faked network), for a new phone (checked against the loans, confirmed with a code) and a new
// passport (with its photo, under review or saved). Each user event is what the client does on
// the page (fills the form and sends it, picks a photo, types the code, asks for a new one, goes
// back to the number), each actor's answer the server's answer to the call it made (held until
// the path says), each resend pause the clock moved on. After each step the page's own actor must
// be where the model is, and the page show it. The page's actor is inspected: the `profileEdit` row.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { PHONE_CHANGE_LOCKED } from '../../../src/domain/messages';
import ProfileEditPage from '../../../src/views/profile/ProfileEditPage';
import type { AppRoute } from '../../../src/flows/route-types';
import { selectPaths, writeUiCoverage } from '../ui-coverage';
import { actorAnswer, elapse, fakeClock, followFlow, forgetSession, heldServer, json, notFound, pathName, realClock, refusal, renderPage, runPath, submitCode, type PathDriver } from './cabinet-harness';
import { CLOSED_LOAN, CODE_SENT, OPEN_LOAN, PHONE_TAKEN, profileEditModel, SERVER_DOWN, srcOfInvoke, WRONG_CODE } from './cabinet.models';

const route = { name: 'profile-edit', path: '/lk/profile-edit/:type', meta: { title: 'Изменение данных' } } as AppRoute;
const PASSPORT = { 'Серия и номер': '4510123456', 'Дата выдачи': '20052015', 'Код подразделения': '770001', 'Кем выдан': 'ОВД Тверского района', 'Место рождения': 'г. Москва' };
const PHONE = { 'Новый номер телефона': '9123456789', 'Текущий пароль': 'secret-123' };

function fakeServer() {
  return heldServer(
    (url, request) => {
      if (url.pathname === '/api/Loans' && request.method === 'GET') return 'checkAllowed';
      if (url.pathname === '/api/Account/ApprovePhone' || url.pathname === '/client-api/UserDataChange') return 'sendChange';
      if (url.pathname === '/api/Account/ConfirmPhone') return 'confirmChange';
      return null;
    },
    (url) => (url.pathname === '/api/files/userdocument' ? json({ Id: 5, FileName: 'passport.jpg' }) : notFound()),
  );
}

type Failure = { fields?: { phone?: string; code?: string }; form?: string | null };

function answerOf(src: string, how: 'done' | 'error', event: AnyEventObject): Response {
  if (how === 'error') {
    const failure = event.error as Failure;
    if (failure.fields?.phone) return refusal(PHONE_TAKEN, 400, 'PHONE_TAKEN');
    if (failure.fields?.code) return refusal(WRONG_CODE, 400, 'WRONG_CODE');
    return refusal(SERVER_DOWN);
  }
  if (src === 'checkAllowed') return json(event.output === null ? [CLOSED_LOAN] : [CLOSED_LOAN, OPEN_LOAN]);
  if (src === 'sendChange') {
    const outcome = event.output as { next: string };
    if (outcome.next === 'code') return json(CODE_SENT);
    return json({ Id: 3, Status: outcome.next === 'review' ? 'pending' : 'applied' });
  }
  return json(event.output);
}

const flow = followFlow('profileEdit');
const paths = selectPaths(profileEditModel);
let passed = 0;

type Ctx = { kind: string; sentTo: string; error: string | null; photoError: string | null; photo: File | null };
/** The server's last refusal still on the page (a form's, a code's): cleared by the next send. */
type Page = { refusal: string | null };

function expectScreen(s: AnyMachineSnapshot, where: string, page: Page) {
  const c = s.context as Ctx;
  const shown = (id: string, on: boolean) => expect(screen.queryByTestId(id) !== null, `${where}: ${id}`).toBe(on);
  if (s.hasTag('loading')) expect(screen.getByRole('status'), where).toHaveTextContent('Загрузка…');
  if (s.hasTag('checkFailed')) {
    expect(screen.getByRole('alert'), where).toHaveTextContent(SERVER_DOWN);
    expect(screen.getByRole('button', { name: /Повторить|Попробовать/ }), where).toBeEnabled();
  }
  shown('profile-edit-locked', s.hasTag('locked'));
  if (s.hasTag('locked')) expect(screen.getByTestId('profile-edit-locked'), where).toHaveTextContent(PHONE_CHANGE_LOCKED);
  shown(`profile-${c.kind}-form`, s.hasTag('editing'));
  if (s.hasTag('editing')) {
    const form = screen.getByTestId(`profile-${c.kind}-form`);
    expect(within(form).getByTestId('profile-edit-submit'), where).toHaveProperty('disabled', s.hasTag('busy'));
    if (c.photoError) expect(within(form).getByTestId('passport-photo-error'), where).toHaveTextContent(c.photoError);
    else expect(within(form).queryByTestId('passport-photo-error'), where).toBeNull();
    if (page.refusal) expect(form, `${where}: the refusal`).toHaveTextContent(page.refusal);
  }
  shown('profile-code-form', s.hasTag('code'));
  if (s.hasTag('code')) {
    const form = screen.getByTestId('profile-code-form');
    expect(form, where).toHaveTextContent(`Мы отправили SMS с кодом на ${CODE_SENT.SentTo}`);
    expect(within(form).getByTestId('profile-sign'), where).toHaveProperty('disabled', s.hasTag('busy'));
    expect(within(form).getByTestId('profile-resend'), where).toHaveProperty('disabled', !s.hasTag('canResend') || s.hasTag('busy'));
    const refusalShown = page.refusal ?? c.error;
    if (refusalShown) expect(form, `${where}: the refusal`).toHaveTextContent(refusalShown);
  }
  shown('profile-edit-review', s.hasTag('underReview'));
  shown('profile-edit-saved', s.hasTag('saved'));
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('profile edit: model paths executed on the profile-edit page', () => {
  beforeEach(() => fakeClock());
  afterEach(() => {
    realClock();
    forgetSession();
  });
  afterAll(() => writeUiCoverage('profileEdit', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    const kind = (path.input as { kind: string }).kind;
    it(`${kind}: ${pathName(path)}`, async () => {
      const server = fakeServer();
      renderPage(<ProfileEditPage route={route} params={{ type: kind }} />, { fetch: server.fetch, flow, path: `/lk/profile-edit/${kind}`, account: ['uploadUserDocument'] });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const page: Page = { refusal: null };
      const click = (control: HTMLElement) => act(() => void fireEvent.click(control));
      const driver: PathDriver = {
        expectScreen: (s, where) => expectScreen(s, where, page),
        contextOf: (s) => {
          const c = s.context as Ctx;
          return { kind: c.kind, sentTo: c.sentTo, error: c.error, photoError: c.photoError, photo: c.photo?.name ?? null };
        },
        perform: async (event, before) => {
          const answer = actorAnswer(event);
          if (answer) {
            const [how, id] = answer;
            const src = srcOfInvoke(profileEditModel.machine, id);
            if (how === 'error' && src !== 'checkAllowed') {
              const failure = event.error as Failure;
              // A resend's refusal is the flow's own message (context.error), not the form's.
              page.refusal = before.matches({ confirming: { resend: 'resending' } }) ? null : (failure.fields?.phone ?? failure.fields?.code ?? failure.form ?? null);
            }
            return act(() => server.settle(src, () => answerOf(src, how, event)));
          }
          if (event.type.startsWith('xstate.after.')) return elapse(event, before);
          switch (event.type) {
            case 'check.retry':
              return click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
            case 'photo.choose':
              return act(() => void fireEvent.change(screen.getByLabelText('Фото разворота нового паспорта'), { target: { files: [event.file] } }));
            case 'form.submitted':
              page.refusal = null;
              if (before.matches('confirming')) return submitCode(user, 'profile', (event.values as { code: string }).code);
              await fill(user, kind === 'phone' ? PHONE : PASSPORT);
              return click(screen.getByTestId('profile-edit-submit'));
            case 'code.resend':
              return click(screen.getByTestId('profile-resend'));
            case 'change.back':
              return click(screen.getByRole('button', { name: 'Изменить номер' }));
            default:
              throw new Error(`no action for ${event.type}`);
          }
        },
      };
      await runPath(profileEditModel, path, flow, driver, pathName(path));
      passed++;
    });
  }
});
