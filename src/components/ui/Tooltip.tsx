// A hint shown when the pointer rests on (or the keyboard focuses) a term: after 200 ms
// (requirements §9), so that a pointer passing over the term shows nothing. Leaving, blurring
// or Escape hides it at once. The hint describes the term for screen readers at any time.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '@/theme/stitches.config';

export const TOOLTIP_DELAY_MS = 200;

const Wrap = styled('span', { position: 'relative', display: 'inline-block' });

const Term = styled('span', {
  borderBottom: '1px dotted currentColor',
  cursor: 'help',
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: '2px' },
});

const Hint = styled('span', {
  position: 'absolute',
  left: 0,
  bottom: 'calc(100% + 6px)',
  zIndex: '$header',
  width: 'max-content',
  maxWidth: '240px',
  padding: '$1 $2',
  borderRadius: '$sm',
  backgroundColor: '$text',
  color: '$surface',
  fontSize: '$1',
  fontWeight: 'normal',
  variants: { shown: { true: { visibility: 'visible' }, false: { visibility: 'hidden' } } },
});

export function Tooltip({ hint, children }: { hint: string; children: ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') hide();
  };
  return (
    <Wrap onMouseEnter={show} onMouseLeave={hide}>
      <Term tabIndex={0} aria-describedby={id} onFocus={show} onBlur={hide} onKeyDown={onKeyDown}>
        {children}
      </Term>
      <Hint role="tooltip" id={id} shown={shown} data-testid="tooltip">
        {hint}
      </Hint>
    </Wrap>
  );
}
