// The page's one support chat: the chat-widget machine, with the widget script as its effect.
// startThirdParties() configures and starts it; ChatButton opens it; the session tells it about
// a login (its identifyChatUser action) so that, on mf, the widget's user identity is re-initialised.
import { useSyncExternalStore } from 'react';
import { createActor, type Actor } from 'xstate';
import { chatWidgetMachine, type Tenant } from '@machines/chat-widget.machine';
import { loadChatWidget, type ChatIdentity, type ChatWidgetGlobal } from '@/components/chat/chat-widget-script';

export type ChatStatus = 'idle' | 'loading' | 'open' | 'closed' | 'unavailable';

export interface ChatConfig {
  scriptUrl: string;
  tenant: Tenant;
}

let config: ChatConfig | null = null;
let widget: ChatWidgetGlobal | null = null;
let identity: ChatIdentity | null = null;
let failed = false;
/** True while the identity is re-initialised: the widget's passing open/close reports are not news. */
let reinitialising = false;
const listeners = new Set<() => void>();

function notifyListeners() {
  for (const listener of listeners) listener();
}

function reinitialise(chat: ChatActor) {
  if (!widget) return;
  // Same open/closed state, new identity (SPEC §4: "preserving the open state").
  const wasOpen = chat.getSnapshot().hasTag('open');
  reinitialising = true;
  try {
    widget.init(identity);
    if (wasOpen && !widget.isOpen()) widget.open();
    if (!wasOpen && widget.isOpen()) widget.close();
  } finally {
    reinitialising = false;
  }
}

function createChatActor(tenant: Tenant) {
  const chat: ChatActor = createActor(
    chatWidgetMachine.provide({
      actions: {
        reinitialiseIdentity: () => reinitialise(chat),
        openWidget: () => widget?.open(),
        closeWidget: () => widget?.close(),
      },
    }),
    { input: { tenant } },
  );
  return chat;
}

type ChatActor = Actor<typeof chatWidgetMachine>;
let actor: ChatActor | null = null;

export function configureChat(next: ChatConfig): void {
  config = next;
}

/** Loads the widget script (once); without a configured URL the chat stays unavailable. */
export function startChat(): Promise<void> {
  if (actor || failed || !config?.scriptUrl) return Promise.resolve();
  const chat = createChatActor(config.tenant);
  actor = chat;
  chat.subscribe(notifyListeners);
  chat.start();
  notifyListeners();
  return loadChatWidget(config.scriptUrl).then(
    (loaded) => {
      widget = loaded;
      loaded.init(identity);
      loaded.onChange((open) => {
        if (!reinitialising) chat.send({ type: open ? 'chat.open' : 'chat.close' });
      });
      chat.send({ type: 'chat.loaded', open: loaded.isOpen() });
    },
    (error: unknown) => {
      failed = true;
      chat.stop();
      notifyListeners();
      throw error;
    },
  );
}

/** The floating button: opens the widget, loading it first when needed (SPEC §1: the only way in). */
export function openChat(fallbackConfig?: ChatConfig): void {
  if (!config && fallbackConfig) config = fallbackConfig;
  startChat().catch((error: unknown) => {
    console.warn('Не удалось загрузить чат поддержки:', error instanceof Error ? error.message : error);
  });
  actor?.send({ type: 'chat.request' });
}

/** Called by the session after a login; the machine decides whether the tenant needs it. */
export function chatSessionLogin(next: ChatIdentity): void {
  identity = next;
  actor?.send({ type: 'session.login' });
}

export function getChatStatus(): ChatStatus {
  if (failed) return 'unavailable';
  if (!actor) return 'idle';
  const snapshot = actor.getSnapshot();
  if (snapshot.hasTag('loading')) return 'loading';
  return snapshot.hasTag('open') ? 'open' : 'closed';
}

export function useChatStatus(): ChatStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getChatStatus,
    getChatStatus,
  );
}

/** Test hook: forget everything, as after a page load. */
export function resetChatForTests(): void {
  actor?.stop();
  actor = null;
  widget = null;
  identity = null;
  failed = false;
  reinitialising = false;
  config = null;
}
