// Third-party chat widget (SPEC §4 "Chat widget", §9 fallback 800 ms sf / 10000 ms mf).
// SPEC §1: the chat opens from its floating button only. A widget that shows itself (restores
// an open panel, pops an invitation) is closed again; the button's request opens it, at once
// when the widget is loaded, otherwise as soon as it is.
import { assign, setup } from 'xstate';

export type Tenant = 'sf' | 'mf';

export type ChatWidgetEvent =
  | { type: 'chat.loaded'; open: boolean }
  | { type: 'chat.request' }
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'session.login' };

export const CHAT_FALLBACK_MS: Record<Tenant, number> = { sf: 800, mf: 10000 };

interface ChatWidgetContext {
  tenant: Tenant;
  /** The widget has loaded (it may load after the fallback has shown the chat as closed). */
  loaded: boolean;
  /** The button asked for the chat before the widget could open it. */
  requested: boolean;
}

export const chatWidgetMachine = setup({
  types: {
    context: {} as ChatWidgetContext,
    events: {} as ChatWidgetEvent,
    input: {} as { tenant: Tenant },
  },
  actions: {
    /** Re-initialises the widget with the logged-in user's identity (mf only). */
    reinitialiseIdentity: () => {},
    /** Asks the widget to show its panel. */
    openWidget: () => {},
    /** Asks the widget to hide its panel. */
    closeWidget: () => {},
    markLoaded: assign({ loaded: true }),
    markRequested: assign({ requested: true }),
    clearRequest: assign({ requested: false }),
  },
  guards: {
    isMf: ({ context }) => context.tenant === 'mf',
    isLoaded: ({ context }) => context.loaded,
    isRequested: ({ context }) => context.requested,
    isReportedOpen: ({ event }) => event.type === 'chat.loaded' && event.open,
  },
  delays: {
    // The widget may never report in; after this the chat is shown as closed anyway.
    chatFallback: ({ context }) => CHAT_FALLBACK_MS[context.tenant],
  },
}).createMachine({
  id: 'chatWidget',
  context: ({ input }) => ({ tenant: input.tenant, loaded: false, requested: false }),
  initial: 'loading',
  on: {
    // Targetless: the open/closed state is kept across the re-initialisation.
    'session.login': { guard: 'isMf', actions: 'reinitialiseIdentity' },
    // Loaded (before or after the fallback): open if the button asked, else keep it closed.
    'chat.loaded': [
      { guard: 'isRequested', target: '.opening', actions: 'markLoaded' },
      { guard: 'isReportedOpen', target: '.closed', actions: ['markLoaded', 'closeWidget'] },
      { target: '.closed', actions: 'markLoaded' },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      on: { 'chat.request': { actions: 'markRequested' } },
      after: { chatFallback: 'closed' },
    },
    closed: {
      on: {
        'chat.request': [{ guard: 'isLoaded', target: 'opening' }, { actions: 'markRequested' }],
        // Nobody asked: the widget opened itself.
        'chat.open': { actions: 'closeWidget' },
      },
    },
    opening: {
      tags: ['loading'],
      entry: ['clearRequest', 'openWidget'],
      on: { 'chat.open': 'open', 'chat.close': 'closed' },
    },
    open: { tags: ['open'], on: { 'chat.close': 'closed' } },
  },
});
