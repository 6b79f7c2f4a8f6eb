// Burger sidebar (requirements §4 "Sidebar", §9: open delay 200 ms, animated close 300 ms).
import { setup } from 'xstate';

export type SidebarEvent = { type: 'sidebar.open' } | { type: 'sidebar.close' } | { type: 'sidebar.toggle' };

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
      on: { 'sidebar.close': 'closing', 'sidebar.toggle': 'closing' },
    },
    open: {
      tags: ['mounted', 'visible'],
      on: { 'sidebar.close': 'closing', 'sidebar.toggle': 'closing' },
    },
    closing: {
      tags: ['mounted', 'animatingOut'],
      after: { sidebarCloseAnimation: 'closed' },
      on: { 'sidebar.open': 'opening' },
    },
  },
});
