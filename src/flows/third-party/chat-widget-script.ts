// The support chat's script and its global. The surface is the one of the sandbox stand-in at
// /sandbox/chat/widget.js (global `SandboxChat`); only this file knows it, so a real vendor
// needs a change here alone. The chat-widget machine gets these as injected effects.
import type { ChatIdentity } from '@machines/chat-widget.machine';
import { loadScript } from '@/flows/third-party/load-script';

export interface ChatWidgetGlobal {
  init(identity: ChatIdentity | null): void;
  open(): void;
  close(): void;
  isOpen(): boolean;
  onReady(callback: () => void): void;
  onChange(callback: (open: boolean) => void): void;
}

declare global {
  interface Window {
    SandboxChat?: ChatWidgetGlobal;
  }
}

/** Loads the script and resolves with the widget once it reports ready. */
export async function loadChatWidget(scriptUrl: string): Promise<ChatWidgetGlobal> {
  if (!scriptUrl) throw new Error('Chat script URL is not configured');
  if (!window.SandboxChat) await loadScript(scriptUrl, { id: 'chat-widget' });
  const widget = window.SandboxChat;
  if (!widget) throw new Error('Chat script loaded without its global');
  await new Promise<void>((resolve) => widget.onReady(resolve));
  return widget;
}
