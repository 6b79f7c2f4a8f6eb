// Device class (requirements §3 "Device", §4, §9: detection boundary 768, debounce 100 ms).
import { assign, setup } from 'xstate';

export type DeviceType = 'Mobile' | 'Desktop';

export interface DeviceContext {
  isMobileUserAgent: boolean;
  width: number;
  pendingWidth: number;
}

export type DeviceEvent = { type: 'device.resize'; width: number };

/** Device detection treats 768 as mobile; the layout breakpoints below differ on purpose. */
export const MOBILE_DETECTION_MAX_WIDTH = 768;

export const deviceTypeOf = (isMobileUserAgent: boolean, width: number): DeviceType =>
  isMobileUserAgent || width <= MOBILE_DETECTION_MAX_WIDTH ? 'Mobile' : 'Desktop';

export const isMobileWidth = (width: number) => width <= 767;
export const isTabletWidth = (width: number) => width >= 768 && width <= 1024;
export const isDesktopWidth = (width: number) => width > 1024;

export const deviceMachine = setup({
  types: {
    context: {} as DeviceContext,
    events: {} as DeviceEvent,
    input: {} as { isMobileUserAgent: boolean; width: number },
  },
  delays: { resizeDebounce: 100 },
}).createMachine({
  id: 'device',
  context: ({ input }) => ({ ...input, pendingWidth: input.width }),
  initial: 'steady',
  states: {
    steady: {
      on: { 'device.resize': { target: 'debouncing', actions: assign({ pendingWidth: ({ event }) => event.width }) } },
    },
    debouncing: {
      after: { resizeDebounce: { target: 'steady', actions: assign({ width: ({ context }) => context.pendingWidth }) } },
      on: {
        // Every resize restarts the wait, so only the last width of a burst counts.
        'device.resize': { target: 'debouncing', reenter: true, actions: assign({ pendingWidth: ({ event }) => event.width }) },
      },
    },
  },
});

type DeviceSnapshot = { context: DeviceContext };
export const selectDeviceType = (s: DeviceSnapshot): DeviceType => deviceTypeOf(s.context.isMobileUserAgent, s.context.width);
export const selectIsMobile = (s: DeviceSnapshot) => isMobileWidth(s.context.width);
export const selectIsTablet = (s: DeviceSnapshot) => isTabletWidth(s.context.width);
export const selectIsDesktop = (s: DeviceSnapshot) => isDesktopWidth(s.context.width);
