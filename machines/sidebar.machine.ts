// Burger sidebar (requirements §4 "Sidebar", §9: open delay 200 ms, animated close 300 ms).
import { setup } from 'xstate';

export type SidebarEvent =
  | { type: 'sidebar.open' }
  | { type: 'sidebar.close' }
  | { type: 'sidebar.toggle' }
  /** The app went to another address (a link of the sidebar, Back, a redirect): the sidebar leaves with it. */
  | { type: 'route.changed' }
  /** Escape pressed anywhere on the page. */
  | { type: 'key.escape' };

/** What closes a sidebar that is opening or open. */
const CLOSE = { 'sidebar.close': 'closing', 'sidebar.toggle': 'closing', 'route.changed': 'closing', 'key.escape': 'closing' } as const;

export const sidebarMachine = setup({
  types: { events: {} as SidebarEvent },
  delays: {
    sidebarOpenDelay: 200,
    sidebarCloseAnimation: 300,
  },
}).createMachine({
  id: 'sidebar',
  initial: 'closed',
  states: {
    closed: { on: { 'sidebar.open': 'opening', 'sidebar.toggle': 'opening' } },
    opening: {
      tags: ['mounted'],
      after: { sidebarOpenDelay: 'open' },
      on: CLOSE,
    },
    open: {
      tags: ['mounted', 'visible'],
      on: CLOSE,
    },
    closing: {
      tags: ['mounted', 'animatingOut'],
      after: { sidebarCloseAnimation: 'closed' },
      on: { 'sidebar.open': 'opening' },
    },
  },
});
