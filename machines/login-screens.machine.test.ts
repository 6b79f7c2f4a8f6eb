import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginScreensMachine, selectCurrentScreen } from './login-screens.machine';

const start = () => createActor(loginScreensMachine).start();

describe('login screens stack', () => {
  it('starts with the login screen and never pops below it', () => {
    const a = start();
    expect(a.getSnapshot().context.stack).toEqual(['login']);
    expect(a.getSnapshot().can({ type: 'screen.pop' })).toBe(false);
    a.send({ type: 'screen.pop' });
    expect(selectCurrentScreen(a.getSnapshot())).toBe('login');
  });

  it('pushes, pops and pops back to a named screen', () => {
    const a = start();
    for (const screen of ['restore', 'restoreSms', 'newPassword']) a.send({ type: 'screen.push', screen });
    expect(selectCurrentScreen(a.getSnapshot())).toBe('newPassword');
    a.send({ type: 'screen.pop' });
    expect(a.getSnapshot().context.stack).toEqual(['login', 'restore', 'restoreSms']);
    a.send({ type: 'screen.push', screen: 'newPassword' });
    a.send({ type: 'screen.popTo', screen: 'restore' });
    expect(a.getSnapshot().context.stack).toEqual(['login', 'restore']);
    expect(a.getSnapshot().can({ type: 'screen.popTo', screen: 'unknown' })).toBe(false);
    a.send({ type: 'screen.popTo', screen: 'login' });
    expect(a.getSnapshot().context.stack).toEqual(['login']);
    expect(a.getSnapshot().hasTag('root')).toBe(true);
    a.send({ type: 'screen.push', screen: 'sms' });
    a.send({ type: 'screen.pop' });
    expect(a.getSnapshot().value).toBe('atRoot');
  });

  it('keeps restore data and login data, and resets them', () => {
    const a = start();
    a.send({ type: 'loginData.set', data: { phone: '79001234567' } });
    a.send({ type: 'loginData.set', data: { birthDay: '01.02.1990' } });
    a.send({ type: 'restoreData.set', data: { channel: 'sms' } });
    a.send({ type: 'screen.push', screen: 'sms' });
    expect(a.getSnapshot().context).toMatchObject({ loginData: { phone: '79001234567', birthDay: '01.02.1990' }, restoreData: { channel: 'sms' } });
    a.send({ type: 'login.reset' });
    expect(a.getSnapshot().context).toEqual({ stack: ['login'], restoreData: null, loginData: { phone: '', birthDay: '' } });
  });
});
