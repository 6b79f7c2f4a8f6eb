// The captcha loader and the support chat: long-lived actors of the app's root (systemIds
// 'captcha' and 'chat'), created once with their effects; no module keeps them. Components reach
// them with useCaptchaLoader() / useChat(); ThirdPartyStart (3 s after the app starts or the
// first scroll) starts the chat and the other scripts.
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useRuntimeConfig } from '../config-context';
import { withInspector } from '../inspector';
import { provideCaptchaLoader, type CaptchaLoaderRef } from './captcha';
import { provideChat, type ChatActorRef } from './chat';
import { afterDelayOrFirstScroll } from './schedule';

const CaptchaContext = createContext<CaptchaLoaderRef | null>(null);
const ChatContext = createContext<ChatActorRef | null>(null);

export function ThirdPartyActors({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const captcha = useActorRef(provideCaptchaLoader({ scriptUrl: config.captchaScriptUrl, siteKey: config.captchaSiteKey }), withInspector({ systemId: 'captcha' }));
  const chat = useActorRef(provideChat(config.chatScriptUrl), withInspector({ systemId: 'chat', input: { tenant: config.tenant } }));
  return (
    <CaptchaContext.Provider value={captcha}>
      <ChatContext.Provider value={chat}>{children}</ChatContext.Provider>
    </CaptchaContext.Provider>
  );
}

/** SPEC §9: 3 s after the app starts or on the first scroll, the chat and the other scripts start. */
export function ThirdPartyStart() {
  const config = useRuntimeConfig();
  const chat = useChat();
  useEffect(
    () =>
      afterDelayOrFirstScroll(() => {
        chat.send({ type: 'chat.start' });
        import('./start').then(
          ({ startAll }) => startAll(config),
          (error: unknown) => console.warn('Не удалось загрузить сторонние скрипты:', error instanceof Error ? error.message : error),
        );
      }),
    [chat, config],
  );
  return null;
}

function required<T>(value: T | null, name: string): T {
  if (!value) throw new Error(`${name} needs <ThirdPartyActors>`);
  return value;
}

export const useCaptchaLoader = (): CaptchaLoaderRef => required(useContext(CaptchaContext), 'useCaptchaLoader');
export const useChat = (): ChatActorRef => required(useContext(ChatContext), 'useChat');
/** The chat when the app runs one; null where a test mounts a part of the app alone. */
export const useOptionalChat = (): ChatActorRef | null => useContext(ChatContext);
