import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '@/app/config-context';
import { readRuntimeConfig } from '@/app/runtime-config';
import { ChatButton } from './ChatButton';
import { chatSessionLogin, configureChat, getChatStatus, openChat, resetChatForTests, startChat } from '@/app/third-party/chat';
import type { ChatIdentity, ChatWidgetGlobal } from './chat-widget-script';

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

beforeEach(() => resetChatForTests());
afterEach(() => {
  delete window.SandboxChat;
  vi.useRealTimers();
});

const renderButton = (tenant: 'sf' | 'mf' = 'sf') =>
  render(
    <ConfigProvider config={readRuntimeConfig({ chatScriptUrl: '/sandbox/chat/widget.js', tenant })}>
      <ChatButton />
    </ConfigProvider>,
  );

describe('chat', () => {
  it('the floating button loads and opens the widget, hides while it is open and comes back on close', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    configureChat({ scriptUrl: '/sandbox/chat/widget.js', tenant: 'sf' });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть чат поддержки' }));
    await vi.waitFor(() => expect(getChatStatus()).toBe('open'));
    expect(screen.queryByRole('button', { name: 'Открыть чат поддержки' })).not.toBeInTheDocument();
    act(() => widget.close());
    expect(getChatStatus()).toBe('closed');
    expect(screen.getByRole('button', { name: 'Открыть чат поддержки' })).toBeInTheDocument();
  });

  it('is not shown when no chat script is configured', () => {
    render(
      <ConfigProvider config={readRuntimeConfig({ chatScriptUrl: '' })}>
        <ChatButton />
      </ConfigProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a widget that opens itself is closed again: only the button opens the chat (SPEC §1)', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    configureChat({ scriptUrl: '/sandbox/chat/widget.js', tenant: 'sf' });
    await startChat();
    act(() => widget.open());
    expect(widget.isOpen()).toBe(false);
    expect(getChatStatus()).toBe('closed');
  });

  it('on mf a login re-initialises the identity and keeps the widget open', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    configureChat({ scriptUrl: '/sandbox/chat/widget.js', tenant: 'mf' });
    await startChat();
    openChat();
    chatSessionLogin({ id: '42', name: 'Иван' });
    expect(widget.identities).toEqual([null, { id: '42', name: 'Иван' }]);
    expect(widget.isOpen()).toBe(true);
    expect(getChatStatus()).toBe('open');
  });

  it('on sf a login does not re-initialise the widget', async () => {
    const widget = fakeWidget();
    window.SandboxChat = widget;
    configureChat({ scriptUrl: '/sandbox/chat/widget.js', tenant: 'sf' });
    await startChat();
    chatSessionLogin({ id: '42' });
    expect(widget.identities).toEqual([null]);
  });

  it('shows the chat as closed after the sf fallback of 800 ms when the widget never reports', async () => {
    vi.useFakeTimers();
    configureChat({ scriptUrl: '/sandbox/chat/never.js', tenant: 'sf' });
    void startChat().catch(() => undefined);
    expect(getChatStatus()).toBe('loading');
    await vi.advanceTimersByTimeAsync(800);
    expect(getChatStatus()).toBe('closed');
  });
});
