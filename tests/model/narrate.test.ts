import { describe, expect, it } from 'vitest';
import { generatePaths } from './coverage';
import { registrationPathModel as registrationModel } from './ui/registration.model';
import { fallbackAction, narratePath, stateValueText, stepText } from './narrate';
import { loginNarration, registrationNarration } from './narrations';
import { loginPathModel } from './ui/login.model';

describe('model paths as readable steps', () => {
  it('words every generated registration path with one step per event, in the dictionary\'s words', () => {
    const paths = generatePaths(registrationModel);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const narrated = narratePath(registrationModel, path, registrationNarration);
      expect(narrated.steps).toHaveLength(path.events.length);
    }
    const arrive = narratePath(registrationModel, { input: registrationModel.inputs[0], events: [{ type: 'registration.arrive', step: null, signedIn: false }], target: '' }, registrationNarration);
    expect(stepText(arrive.steps[0]!)).toContain('открыть анкету');
  });

  it('follows the machine, not the dictionary: a refused answer ends on the refusal screen', () => {
    const restored = registrationModel.inputs[1];
    const path = {
      input: restored,
      events: [{ type: 'xstate.after.scoringPollInterval.registration.scoring.waiting' }, { type: 'xstate.done.actor.checkScoringAnswer', output: { status: 'refused' } }],
      target: '',
    };
    const steps = narratePath(registrationModel, path, registrationNarration).steps.map(stepText);
    expect(steps).toEqual([
      'экран заявки, ждём решения: проходит задержка «scoringPollInterval» → экран заявки, спрашиваем решение',
      'экран заявки, спрашиваем решение: приходит решение: отказ → экран заявки: отказ',
    ]);
  });

  it('words every generated path of the login with one step per event', () => {
    const paths = generatePaths(loginPathModel);
    for (const path of paths) {
      const narrated = narratePath(loginPathModel, path, loginNarration);
      expect(narrated.steps).toHaveLength(path.events.length);
    }
    const events = [{ type: 'form.submitted', form: 'loginForm', values: {} }, { type: 'xstate.done.actor.signIn', output: { kind: 'challenge', loginId: 'x', sentTo: null, resendAt: 0 } }];
    const challenge = narratePath(loginPathModel, { input: { startAt: 'login' }, events, target: '' }, loginNarration);
    expect(stepText(challenge.steps[1]!)).toBe('экран входа (телефон и пароль), ждём ответа: сервер присылает код в SMS → экран кода из СМС (глубина 2)');
  });

  it('falls back to the raw names, with secrets hidden, where the dictionary is silent', () => {
    const bare = narratePath(registrationModel, { input: undefined, events: [{ type: 'step.unknown', data: {} }] as never, target: '' });
    expect(bare.start).toBe('начало: состояние «arriving»');
    expect(stepText(bare.steps[0]!)).toBe('состояние «arriving»: событие «step.unknown» {"data":{}} → состояние «arriving»');
    expect(fallbackAction({ type: 'session.login', token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', expires: '2030' })).toBe(
      'событие «session.login» {"token":"•••","expires":"2030"}',
    );
    expect(fallbackAction({ type: 'xstate.error.actor.submit' })).toBe('«submit» завершается ошибкой');
    expect(fallbackAction({ type: 'xstate.after.3000.x.y' })).toBe('проходит 3000 мс');
    expect(stateValueText({ authenticated: { loading: { profile: 'fetching', loans: 'done' } } })).toBe(
      'authenticated.(loading.(profile.fetching + loans.done))',
    );
  });
});
