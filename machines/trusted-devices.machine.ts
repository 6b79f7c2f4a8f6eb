// The client's trusted devices in the profile («Доверенные устройства»): each browser that may
// sign in with the password alone, and «Забыть» to end that trust (POST Account/ForgetTrustedDevice);
// that browser's next sign-in asks for the SMS code again. One forget at a time; each ends with a
// notice or the server's message. Effects are injected in src/flows/profile.ts.
import { assign, fromPromise, setup } from 'xstate';

export interface TrustedDevicesContext {
  notice: string | null;
  error: string | null;
  /** The device being forgotten (its button shows the wait). */
  busyId: string | null;
}

export type TrustedDevicesEvent = { type: 'device.forget'; id: string };

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Ошибка на сервере');

export const FORGOTTEN_NOTICE = 'Устройство забыто: при следующем входе с него понадобится код из SMS.';

export const trustedDevicesMachine = setup({
  types: { context: {} as TrustedDevicesContext, events: {} as TrustedDevicesEvent },
  actors: {
    /** POST Account/ForgetTrustedDevice. */
    forgetDevice: fromPromise<unknown, { id: string }>(notInjected('forgetDevice')),
  },
  actions: {
    /** The list is read again. */
    devicesChanged: () => {},
  },
}).createMachine({
  id: 'trustedDevices',
  context: { notice: null, error: null, busyId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'device.forget': { target: 'forgetting', actions: assign({ notice: null, error: null, busyId: ({ event }) => event.id }) },
      },
    },
    forgetting: {
      tags: ['busy'],
      invoke: {
        src: 'forgetDevice',
        input: ({ context }) => ({ id: context.busyId ?? '' }),
        onDone: { target: 'idle', actions: ['devicesChanged', assign({ notice: FORGOTTEN_NOTICE, busyId: null })] },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error), busyId: null }) },
      },
    },
  },
});
