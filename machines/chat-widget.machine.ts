// Third-party chat widget (requirements §4 "Chat widget", §9 fallback 800 ms sf / 10000 ms mf).
// Idle until the third parties start (or the button asks); then the `widget` actor loads the
// script and reports. requirements §1: the chat opens from its floating button only. A widget that shows
// itself (restores an open panel, pops an invitation) is closed again; the button's request opens
// it, at once when the widget is loaded, otherwise as soon as it is.
import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { Tenant } from './tenant';

/** Who the widget talks to once a client has logged in. */
export interface ChatIdentity {
  id: string;
  name?: string;
  phone?: string;
}

export type ChatWidgetEvent =
  | { type: 'chat.start' }
  | { type: 'chat.loaded'; open: boolean }
  | { type: 'chat.failed' }
  | { type: 'chat.request' }
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'session.login'; identity: ChatIdentity };

/** What the machine asks of the loaded widget. */
export type ChatWidgetCommand =
  | { type: 'widget.open' }
  | { type: 'widget.close' }
  /** A new identity; `reinitialise` re-initialises a loaded widget with it, keeping it open or closed. */
  | { type: 'widget.identify'; identity: ChatIdentity; reinitialise: boolean };

export const CHAT_FALLBACK_MS: Record<Tenant, number> = { sf: 800, mf: 10000 };

interface ChatWidgetContext {
  tenant: Tenant;
  /** The logged-in client, for a widget loaded after the login. */
  identity: ChatIdentity | null;
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
  actors: {
    /**
     * The widget itself: loads its script, initialises it with `input.identity`, reports
     * chat.loaded / chat.open / chat.close / chat.failed and takes ChatWidgetCommand.
     */
    widget: fromCallback<ChatWidgetCommand, { identity: ChatIdentity | null }>(() => {}),
  },
  actions: {
    identify: sendTo('widget', ({ context }, params: { reinitialise: boolean }) => ({
      type: 'widget.identify' as const,
      identity: context.identity!,
      reinitialise: params.reinitialise,
    })),
    openWidget: sendTo('widget', { type: 'widget.open' as const }),
    closeWidget: sendTo('widget', { type: 'widget.close' as const }),
    rememberIdentity: assign({ identity: ({ event }) => (event.type === 'session.login' ? event.identity : null) }),
    markLoaded: assign({ loaded: true }),
    markRequested: assign({ requested: true }),
    clearRequest: assign({ requested: false }),
  },
  guards: {
    /** The runtime configuration names a chat script. */
    isConfigured: () => false,
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
  context: ({ input }) => ({ tenant: input.tenant, identity: null, loaded: false, requested: false }),
  initial: 'checking',
  states: {
    // No script in the runtime configuration: no chat on this site.
    checking: { always: [{ guard: 'isConfigured', target: 'idle' }, { target: 'unavailable' }] },
    idle: {
      on: {
        'chat.start': 'started',
        'chat.request': { target: 'started', actions: 'markRequested' },
        'session.login': { actions: 'rememberIdentity' },
      },
    },
    started: {
      invoke: { id: 'widget', src: 'widget', input: ({ context }) => ({ identity: context.identity }) },
      initial: 'loading',
      on: {
        // Targetless: the open/closed state is kept across the re-initialisation (mf only).
        'session.login': [
          { guard: 'isMf', actions: ['rememberIdentity', { type: 'identify', params: { reinitialise: true } }] },
          { actions: ['rememberIdentity', { type: 'identify', params: { reinitialise: false } }] },
        ],
        // Loaded (before or after the fallback): open if the button asked, else keep it closed.
        'chat.loaded': [
          { guard: 'isRequested', target: '.opening', actions: 'markLoaded' },
          { guard: 'isReportedOpen', target: '.closed', actions: ['markLoaded', 'closeWidget'] },
          { target: '.closed', actions: 'markLoaded' },
        ],
        'chat.failed': 'unavailable',
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
    },
    // Not configured, or the script could not be had: the button goes away for this visit.
    unavailable: { tags: ['unavailable'] },
  },
});

export type ChatStatus = 'idle' | 'loading' | 'open' | 'closed' | 'unavailable';

/** What the floating button shows. */
export function chatStatusOf(snapshot: { matches: (value: 'idle') => boolean; hasTag: (tag: string) => boolean }): ChatStatus {
  if (snapshot.matches('idle')) return 'idle';
  if (snapshot.hasTag('unavailable')) return 'unavailable';
  if (snapshot.hasTag('loading')) return 'loading';
  return snapshot.hasTag('open') ? 'open' : 'closed';
}
