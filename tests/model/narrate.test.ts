import { describe, expect, it } from 'vitest';
import { generatePaths } from './coverage';
import { loginScreensModel, registrationModel } from './models';
import { fallbackAction, narratePath, stateValueText, stepText } from './narrate';
import { loginScreensNarration, registrationNarration } from './narrations';

describe('model paths as readable steps', () => {
  it('words a registration path step by step: where the user is, what they do, where they get', () => {
    const path = { input: undefined, events: [{ type: 'step.next', data: { filled: true } }, { type: 'step.back' }], target: '' };
    const narrated = narratePath(registrationModel, path, registrationNarration);
    expect(narrated.start).toBe('начало: новая анкета, первый шаг');
    expect(narrated.steps.map(stepText)).toEqual([
      'на шаге «личные данные и телефон»: заполнить шаг верно и нажать «Далее» → на шаге «паспорт»',
      'на шаге «паспорт»: нажать «← Назад» → на шаге «личные данные и телефон»',
    ]);
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

  it('words every generated path of the login screens with one step per event', () => {
    const paths = generatePaths(loginScreensModel);
    for (const path of paths) {
      const narrated = narratePath(loginScreensModel, path, loginScreensNarration);
      expect(narrated.steps).toHaveLength(path.events.length);
    }
    const push = narratePath(loginScreensModel, { input: undefined, events: [{ type: 'screen.push', screen: 'loginCode' }], target: '' }, loginScreensNarration);
    expect(stepText(push.steps[0]!)).toBe('экран входа (телефон и пароль): перейти дальше на экран кода из СМС → экран кода из СМС (глубина 2)');
  });

  it('falls back to the raw names, with secrets hidden, where the dictionary is silent', () => {
    const bare = narratePath(registrationModel, { input: undefined, events: [{ type: 'step.next', data: {} }] as never, target: '' });
    expect(bare.start).toBe('начало: состояние «filling»');
    expect(stepText(bare.steps[0]!)).toBe('состояние «filling»: событие «step.next» {"data":{}} → состояние «filling»');
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
