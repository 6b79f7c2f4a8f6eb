// Modal store (requirements §4 "Modals"): ids in opening order; scroll locked while any is open.
import { assign, setup } from 'xstate';

export type ModalsEvent =
  | { type: 'modal.open'; id: string }
  | { type: 'modal.close'; id: string }
  | { type: 'modal.closeLast' }
  | { type: 'key.escape' };

export const modalsMachine = setup({
  types: { context: {} as { openIds: string[] }, events: {} as ModalsEvent },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    add: assign(({ context, event }) => ({ openIds: event.type === 'modal.open' ? [...context.openIds, event.id] : context.openIds })),
    dropLast: assign(({ context }) => ({ openIds: context.openIds.slice(0, -1) })),
  },
  guards: {
    isNotOpen: ({ context, event }) => event.type === 'modal.open' && !context.openIds.includes(event.id),
    isEmpty: ({ context }) => context.openIds.length === 0,
  },
}).createMachine({
  id: 'modals',
  context: { openIds: [] },
  initial: 'none',
  states: {
    none: { on: { 'modal.open': { target: 'some', actions: 'add' } } },
    some: {
      tags: ['scrollLocked'],
      entry: 'lockScroll',
      exit: 'unlockScroll',
      always: { guard: 'isEmpty', target: 'none' },
      on: {
        'modal.open': { guard: 'isNotOpen', actions: 'add' },
        'modal.close': { actions: assign({ openIds: ({ context, event }) => context.openIds.filter((id) => id !== event.id) }) },
        'modal.closeLast': { actions: 'dropLast' },
        'key.escape': { actions: 'dropLast' },
      },
    },
  },
});

export const selectOpenModalIds = (s: { context: { openIds: string[] } }) => s.context.openIds;
export const selectIsModalOpen = (id: string) => (s: { context: { openIds: string[] } }) => s.context.openIds.includes(id);
