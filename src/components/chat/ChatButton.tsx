// Floating button that opens the support chat (SPEC §1). Hidden when no chat is configured.
import { useEffect, useRef } from 'react';
import { useHydrated } from '@/flows/hydration';
import { styled } from '@/theme/stitches.config';
import { useSelector } from '@xstate/react';
import { chatStatusOf } from '@machines/chat-widget.machine';
import { useChat } from '@/flows/third-party/root-actors';
import { useLocation } from 'wouter';
import { useStandAside } from './use-clear-spot';

const Button = styled('button', {
  position: 'fixed',
  right: '$5',
  bottom: '$5',
  zIndex: '$chat',
  width: '56px',
  height: '56px',
  borderRadius: '$round',
  border: 0,
  backgroundColor: '$brand',
  color: '$onBrand',
  boxShadow: '$card',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '&:hover': { backgroundColor: '$brandHover' },
  '&[aria-busy="true"]': { opacity: 0.7, cursor: 'progress' },
  '&[data-aside="true"]': { visibility: 'hidden', pointerEvents: 'none' },
});

function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z"
      />
    </svg>
  );
}

/** Focus is nowhere, or still on an element that has just been hidden (the closed chat's input). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active instanceof HTMLElement && typeof active.checkVisibility === 'function' && !active.checkVisibility();
}

export function ChatButton() {
  const chat = useChat();
  const status = useSelector(chat, chatStatusOf);
  const button = useRef<HTMLButtonElement>(null);
  const previous = useRef(status);
  // The chat was closed (×, Escape) while focus was inside it: focus comes back to its button.
  useEffect(() => {
    const wasOpen = previous.current === 'open';
    previous.current = status;
    if (wasOpen && status === 'closed' && focusIsLost()) button.current?.focus();
  }, [status]);
  // Not in prerendered markup: a tap on it before the app runs would be lost (its lazy chunk
  // hydrates after the early clicks are replayed), so it appears once the app can answer it.
  const hydrated = useHydrated();
  const [path] = useLocation();
  const aside = useStandAside(button, hydrated && path.startsWith('/lk'));
  // Unavailable also when no chat script is configured.
  if (!hydrated || status === 'unavailable' || status === 'open') return null;
  return (
    <Button ref={button} type="button" aria-label="Открыть чат поддержки" aria-busy={status === 'loading'} data-aside={aside} onClick={() => chat.send({ type: 'chat.request' })} data-testid="chat-button">
      <ChatIcon />
    </Button>
  );
}
