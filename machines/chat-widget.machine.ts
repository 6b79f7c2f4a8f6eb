// Third-party chat widget (SPEC §4 "Chat widget", §9 fallback 800 ms sf / 10000 ms mf).
import { setup } from 'xstate';

export type Tenant = 'sf' | 'mf';

export type ChatWidgetEvent =
  | { type: 'chat.loaded'; open: boolean }
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'session.login' };

export const CHAT_FALLBACK_MS: Record<Tenant, number> = { sf: 800, mf: 10000 };

export const chatWidgetMachine = setup({
  types: {
    context: {} as { tenant: Tenant },
    events: {} as ChatWidgetEvent,
    input: {} as { tenant: Tenant },
  },
  actions: {
    /** Re-initialises the widget with the logged-in user's identity (mf only). */
    reinitialiseIdentity: () => {},
  },
  guards: {
    isMf: ({ context }) => context.tenant === 'mf',
    isReportedOpen: ({ event }) => event.type === 'chat.loaded' && event.open,
  },
  delays: {
    // The widget may never report in; after this the chat is shown as closed anyway.
    chatFallback: ({ context }) => CHAT_FALLBACK_MS[context.tenant],
  },
}).createMachine({
  id: 'chatWidget',
  context: ({ input }) => ({ tenant: input.tenant }),
  initial: 'loading',
  on: {
    // Targetless: the open/closed state is kept across the re-initialisation.
    'session.login': { guard: 'isMf', actions: 'reinitialiseIdentity' },
  },
  states: {
    loading: {
      tags: ['loading'],
      on: { 'chat.loaded': [{ guard: 'isReportedOpen', target: 'open' }, { target: 'closed' }] },
      after: { chatFallback: 'closed' },
    },
    open: { tags: ['open'], on: { 'chat.close': 'closed' } },
    closed: { on: { 'chat.open': 'open' } },
  },
});
