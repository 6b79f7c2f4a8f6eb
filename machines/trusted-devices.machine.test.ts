import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { FORGOTTEN_NOTICE, trustedDevicesMachine } from './trusted-devices.machine';

function start(forget: (id: string) => Promise<unknown>) {
  const devicesChanged = vi.fn();
  const actor = createActor(
    trustedDevicesMachine.provide({
      actors: { forgetDevice: fromPromise(({ input }: { input: { id: string } }) => forget(input.id)) },
      actions: { devicesChanged },
    }),
  ).start();
  return { actor, devicesChanged };
}

describe('trusted devices', () => {
  it('forgets the device it was asked to, then says so and has the list read again', async () => {
    const forget = vi.fn(async () => ({ Success: true }));
    const { actor, devicesChanged } = start(forget);
    actor.send({ type: 'device.forget', id: 'd1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.busyId).toBe('d1');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(forget).toHaveBeenCalledWith('d1');
    expect(devicesChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toEqual({ notice: FORGOTTEN_NOTICE, error: null, busyId: null });
  });

  it('shows the server\'s message when the device cannot be forgotten, and keeps the list', async () => {
    const { actor, devicesChanged } = start(() => Promise.reject(new Error('Устройство не найдено')));
    actor.send({ type: 'device.forget', id: 'gone' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(devicesChanged).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toEqual({ notice: null, error: 'Устройство не найдено', busyId: null });
  });

  it('takes one forget at a time', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'device.forget', id: 'a' });
    actor.send({ type: 'device.forget', id: 'b' });
    expect(actor.getSnapshot().context.busyId).toBe('a');
  });
});
