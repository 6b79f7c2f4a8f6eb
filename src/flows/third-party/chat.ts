// The page's one support chat: the chat-widget machine with the widget script as its `widget`
// actor, started once by the root (root-actors.tsx, systemId 'chat'). The third parties' start
// sends it chat.start; ChatButton sends chat.request; the session sends session.login so that, on
// mf, the widget's user identity is re-initialised.
import { fromCallback, type ActorRefFrom } from 'xstate';
import { chatWidgetMachine, type ChatIdentity, type ChatWidgetCommand } from '@machines/chat-widget.machine';
import type { ChatWidgetGlobal } from '@/flows/third-party/chat-widget-script';

/** The widget script: loaded when the machine starts it, reporting in and taking its commands. */
function widgetActor(scriptUrl: string) {
  return fromCallback<ChatWidgetCommand, { identity: ChatIdentity | null }>(({ sendBack, receive, input }) => {
    let live = true;
    let widget: ChatWidgetGlobal | null = null;
    let identity = input.identity;
    /** True while the identity is re-initialised: the widget's passing open/close reports are not news. */
    let reinitialising = false;

    const reinitialise = (loaded: ChatWidgetGlobal) => {
      // Same open/closed state, new identity (SPEC §4: "preserving the open state").
      const wasOpen = loaded.isOpen();
      reinitialising = true;
      try {
        loaded.init(identity);
        if (wasOpen && !loaded.isOpen()) loaded.open();
        if (!wasOpen && loaded.isOpen()) loaded.close();
      } finally {
        reinitialising = false;
      }
    };

    receive((command) => {
      if (command.type === 'widget.open') widget?.open();
      else if (command.type === 'widget.close') widget?.close();
      else {
        identity = command.identity;
        if (command.reinitialise && widget) reinitialise(widget);
      }
    });

    import('@/flows/third-party/chat-widget-script')
      .then(({ loadChatWidget }) => loadChatWidget(scriptUrl))
      .then(
        (loaded) => {
          if (!live) return;
          widget = loaded;
          loaded.init(identity);
          loaded.onChange((open) => {
            if (live && !reinitialising) sendBack({ type: open ? 'chat.open' : 'chat.close' });
          });
          sendBack({ type: 'chat.loaded', open: loaded.isOpen() });
        },
        (error: unknown) => {
          // A blocked or failing third party must never break the page: note it and carry on.
          console.warn('Не удалось загрузить чат поддержки:', error instanceof Error ? error.message : error);
          if (live) sendBack({ type: 'chat.failed' });
        },
      );
    return () => {
      live = false;
    };
  });
}

export function provideChat(scriptUrl: string) {
  return chatWidgetMachine.provide({
    guards: { isConfigured: () => Boolean(scriptUrl) },
    actors: { widget: widgetActor(scriptUrl) },
  });
}

export type ChatActorRef = ActorRefFrom<ReturnType<typeof provideChat>>;
