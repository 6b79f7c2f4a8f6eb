// The cabinet's inbox (issue 13): a message opened unread is marked read on the server, one at a
// time in the order they were opened; the list is a read the app refreshes. Effects are injected
// in src/flows/messages.ts.
import { assign, fromPromise, setup } from 'xstate';

export interface MessagesContext {
  /** Opened unread messages still to mark read, oldest first. */
  queue: number[];
}

export type MessagesEvent = { type: 'message.opened'; id: number; unread: boolean };

export const messagesMachine = setup({
  types: { context: {} as MessagesContext, events: {} as MessagesEvent },
  actors: {
    /** POST Info/messages { Ids }. */
    markRead: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('markRead is not provided'))),
  },
  actions: {
    /** The list and the unread count refetch. */
    messagesChanged: () => {},
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    isNewUnread: ({ context, event }) => event.unread && !context.queue.includes(event.id),
  },
}).createMachine({
  id: 'messages',
  context: { queue: [] },
  initial: 'idle',
  on: {
    'message.opened': {
      guard: 'isNewUnread',
      actions: assign({ queue: ({ context, event }) => [...context.queue, event.id] }),
    },
  },
  states: {
    idle: { always: { guard: 'hasQueue', target: 'marking' } },
    marking: {
      tags: ['busy'],
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ id: context.queue[0]! }),
        onDone: { target: 'idle', actions: [assign({ queue: ({ context }) => context.queue.slice(1) }), 'messagesChanged'] },
        // Not marked this time: it stays unread on the server and in the list; nothing else is lost.
        onError: { target: 'idle', actions: assign({ queue: ({ context }) => context.queue.slice(1) }) },
      },
    },
  },
});
