import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_FALLBACK_MS, chatStatusOf, type ChatIdentity } from '@machines/chat-widget.machine';
import { ConfigProvider } from '@/flows/config-context';
import { readRuntimeConfig } from '@/flows/runtime-config';
import { ThirdPartyActors, useChat } from '@/flows/third-party/root-actors';
import type { ChatActorRef } from '@/flows/third-party/chat';
import { ChatButton } from './ChatButton';
import type { ChatWidgetGlobal } from '@/flows/third-party/chat-widget-script';

function fakeWidget() {
  let open = false;
  const changes: ((open: boolean) => void)[] = [];
  const set = (next: boolean) => {
    open = next;
    changes.forEach((cb) => cb(open));
  };
  const widget: ChatWidgetGlobal & { identities: (ChatIdentity | null)[] } = {
    identities: [],
    init: (identity) => widget.identities.push(identity),
    open: () => set(true),
    close: () => set(false),
    isOpen: () => open,
    onReady: (cb) => cb(),
    onChange: (cb) => changes.push(cb),
  };
  return widget;
}

afterEach(() => {
  delete window.SandboxChat;
  vi.useRealTimers();
});

/** The root's chat actor with the button, as the app mounts them; returns the actor. */
function renderChat(tenant: 'sf' | 'mf' = 'sf', chatScriptUrl = '/sandbox/chat/widget.js') {
  const root: { chat: ChatActorRef | null } = { chat: null };
  function Capture() {
    root.chat = useChat();
    return null;
  }
  render(
    <ConfigProvider config={readRuntimeConfig({ chatScriptUrl, tenant })}>
      <ThirdPartyActors>
        <Capture />
        <ChatButton />
      </ThirdPartyActors>
    </ConfigProvider>,
  );
  const chat = root.chat!;
  return { chat, status: () => chatStatusOf(chat.getSnapshot()) };
}

describe('chat', () => {
  it('the floating button loads and opens the widget, hides while it is open and comes back on close', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    const { status } = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть чат поддержки' }));
    await vi.waitFor(() => expect(status()).toBe('open'));
    expect(screen.queryByRole('button', { name: 'Открыть чат поддержки' })).not.toBeInTheDocument();
    act(() => widget.close());
    expect(status()).toBe('closed');
    expect(screen.getByRole('button', { name: 'Открыть чат поддержки' })).toBeInTheDocument();
  });

  it('is not shown when no chat script is configured', () => {
    const { status } = renderChat('sf', '');
    expect(status()).toBe('unavailable');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a widget that opens itself is closed again: only the button opens the chat (requirements §1)', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    const { chat, status } = renderChat();
    act(() => chat.send({ type: 'chat.start' }));
    await vi.waitFor(() => expect(status()).toBe('closed'));
    act(() => widget.open());
    expect(widget.isOpen()).toBe(false);
    expect(status()).toBe('closed');
  });

  it('on mf a login re-initialises the identity and keeps the widget open', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    const { chat, status } = renderChat('mf');
    act(() => chat.send({ type: 'chat.request' }));
    await vi.waitFor(() => expect(status()).toBe('open'));
    act(() => chat.send({ type: 'session.login', identity: { id: '42', name: 'Иван' } }));
    expect(widget.identities).toEqual([null, { id: '42', name: 'Иван' }]);
    expect(widget.isOpen()).toBe(true);
    expect(status()).toBe('open');
  });

  it('on sf a login does not re-initialise the widget', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    const { chat, status } = renderChat('sf');
    act(() => chat.send({ type: 'chat.start' }));
    await vi.waitFor(() => expect(status()).toBe('closed'));
    act(() => chat.send({ type: 'session.login', identity: { id: '42' } }));
    expect(widget.identities).toEqual([null]);
  });

  it('shows the chat as closed after the sf fallback of 800 ms when the widget never reports', async () => {
    vi.useFakeTimers();
    const { chat, status } = renderChat('sf', '/sandbox/chat/never.js');
    act(() => chat.send({ type: 'chat.start' }));
    expect(status()).toBe('loading');
    await vi.advanceTimersByTimeAsync(CHAT_FALLBACK_MS.sf - 1);
    expect(status()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('closed');
  });

  it('waits 10000 ms on mf before it shows the chat as closed when the widget never reports', async () => {
    expect(CHAT_FALLBACK_MS.mf).toBe(10000);
    vi.useFakeTimers();
    const { chat, status } = renderChat('mf', '/sandbox/chat/never.js');
    act(() => chat.send({ type: 'chat.start' }));
    await vi.advanceTimersByTimeAsync(CHAT_FALLBACK_MS.mf - 1);
    expect(status()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('closed');
  });
});
