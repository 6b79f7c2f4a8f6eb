// Accessible modal layer: role dialog, aria-modal, labelled by its title, focus kept inside,
// focus returned to the opener on close, Escape closes the last modal (requirements §4), z-index 2000.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from '@/theme/stitches.config';
import { focusableIn, trapTab } from './focus-trap';

const Overlay = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$modal',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  backgroundColor: 'rgba(28, 36, 48, 0.55)',
  overflowY: 'auto',
});

const Panel = styled('div', {
  position: 'relative',
  width: '100%',
  maxWidth: '480px',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  backgroundColor: '$surface',
  color: '$text',
  borderRadius: '$lg',
  boxShadow: '$card',
  padding: '$6 $5 $5',
  '&:focus': { outline: 'none' },
  '@mobile': { padding: '$5 $4 $4' },
});

const Title = styled('h2', { margin: '0 $6 $4 0', fontSize: '$5', lineHeight: '$tight' });

const Close = styled('button', {
  position: 'absolute',
  top: '$3',
  right: '$3',
  width: '40px',
  height: '40px',
  border: 0,
  borderRadius: '$round',
  background: 'transparent',
  color: '$textMuted',
  fontSize: '28px',
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceGrey' },
});

export interface ModalDialogProps {
  id: string;
  title: string;
  onClose: () => void;
  onEscape: () => void;
  children: ReactNode;
}

export function ModalDialog({ id, title, onClose, onEscape, children }: ModalDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // Read while rendering: by the time effects run, an autofocused field inside has taken focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const root = panel.current;
    if (root && !root.contains(document.activeElement)) {
      (focusableIn(root).find((el) => !el.dataset.close) ?? root).focus();
    }
    return () => {
      // Back to whatever opened the modal, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here so that no page-level listener also closes a second modal.
      event.stopPropagation();
      onEscape();
      return;
    }
    if (panel.current) trapTab(panel.current, event.nativeEvent);
  };

  return createPortal(
    <Overlay
      data-testid={`${id}-overlay`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} data-testid={id}>
        <Title id={titleId}>{title}</Title>
        <Close type="button" aria-label="Закрыть" data-close="true" onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
