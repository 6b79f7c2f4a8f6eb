import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '@machines/login.machine';
import { activeIds, choices, contextJson, start, step, withContext } from './simulation';

describe('a machine tried in the viewer', () => {
  it('steps the login machine to the code screen and back without starting any of its actors', () => {
    const called: string[] = [];
    const spy = (name: string) => fromPromise(async () => void called.push(name));
    const machine = loginMachine.provide({ actors: { signIn: spy('signIn') as never } });
    let snapshot = start(machine);
    expect(choices(snapshot).map((c) => c.eventType)).toContain('form.submitted');
    snapshot = step(machine, snapshot, { type: 'form.submitted' });
    // The actor's answer is an event the analyst presses; its guard is judged with the event's data.
    const answer = (output: unknown) => choices(snapshot, { output }).filter((c) => c.eventType === 'xstate.done.actor.signIn');
    expect(answer({ kind: 'token' }).map((c) => [c.guard, c.passes])).toEqual([
      ['isToken', true],
      [null, null],
    ]);
    expect(answer({ kind: 'code' })[0]!.passes).toBe(false);
    expect(answer(undefined)[0]!.passes).toBeInstanceOf(Error);
    snapshot = step(machine, snapshot, { type: 'xstate.done.actor.signIn', output: { kind: 'code' } } as never);
    expect(activeIds(snapshot)).toContain('login.loginCode.editing');
    snapshot = step(machine, snapshot, { type: 'screen.pop' });
    expect(activeIds(snapshot)).toContain('login.login.editing');
    expect(called).toEqual([]);
  });

  it('judges guards against the context, which the analyst may edit as JSON', () => {
    const machine = setup({
      types: { context: {} as { tries: number; note: () => void } },
      guards: { tooMany: ({ context }) => context.tries >= 2 },
    }).createMachine({
      id: 'code',
      context: { tries: 0, note: () => {} },
      initial: 'editing',
      states: {
        editing: { on: { wrong: [{ guard: 'tooMany', target: 'locked' }, { actions: assign({ tries: ({ context }) => context.tries + 1 }) }] } },
        locked: {},
      },
    });
    let snapshot = start(machine);
    expect(choices(snapshot)[0]).toMatchObject({ guard: 'tooMany', passes: false });
    expect(JSON.parse(contextJson(snapshot))).toEqual({ tries: 0, note: '[не данные]' });
    snapshot = withContext(machine, snapshot, JSON.stringify({ tries: 2, note: '[не данные]' }));
    expect(typeof (snapshot.context as { note: unknown }).note).toBe('function');
    expect(choices(snapshot)[0]).toMatchObject({ guard: 'tooMany', passes: true });
    expect(activeIds(step(machine, snapshot, { type: 'wrong' }))).toContain('code.locked');
    expect(() => withContext(machine, snapshot, '[1]')).toThrow('объект');
  });
});
