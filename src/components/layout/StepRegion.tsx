// The one focus rule of every machine-driven screen (issue 28): when the machine moves to another
// step, the step that replaced the focused control would leave the focus on the page's body, so
// keyboard and screen-reader users would start again from the top. The new step's heading takes
// the focus instead (and is read out). A screen wraps its steps in <StepRegion step={…}>; `step`
// names the screen shown, so states that show the same screen share a name and do not move it.
import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from '@/theme/stitches.config';

// It holds the focus only while its heading is on the way: no ring around the whole step.
// `stack` keeps the parent's column and gap for steps placed inside a flex column.
const Region = styled('div', {
  '&:focus': { outline: 'none' },
  variants: { stack: { true: { display: 'flex', flexDirection: 'column', gap: 'inherit' } } },
});

const HEADING = 'h1, h2, h3, h4, [role="heading"]';
/** A step under a page title that stays names its own heading, which is read out instead. */
const STEP_HEADING = '[data-step-heading]';
/** How long a step's heading may take to appear (a lazy part, a query): then the rule gives up. */
export const STEP_HEADING_WAIT_MS = 3000;

/** A dialog keeps its own focus (ModalDialog traps it): a step changing under it does not take it. */
const focusIsInDialog = (doc: Document) => doc.activeElement?.closest('[role="dialog"], [aria-modal="true"]') != null;

function focusHeading(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/** Focuses the region's first heading, now or once it appears; returns the cancel. */
export function focusStepHeading(region: HTMLElement, waitMs = STEP_HEADING_WAIT_MS): () => void {
  const doc = region.ownerDocument;
  const tryFocus = () => {
    const heading = region.querySelector<HTMLElement>(STEP_HEADING) ?? region.querySelector<HTMLElement>(HEADING);
    if (!heading) return false;
    if (!focusIsInDialog(doc)) focusHeading(heading);
    return true;
  };
  if (tryFocus()) return () => {};
  // Until the heading comes, the step itself holds the focus (rather than the page's body).
  if (!focusIsInDialog(doc)) focusHeading(region);
  const observer = new MutationObserver(() => {
    if (tryFocus()) cancel();
  });
  const timer = setTimeout(() => cancel(), waitMs);
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(region, { childList: true, subtree: true });
  return cancel;
}

export function StepRegion({ step, stack = false, children }: { step: string; stack?: boolean; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  // The first step is the page's own arrival: the focus is not moved for it.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step || !region.current) return;
    shown.current = step;
    return focusStepHeading(region.current);
  }, [step]);
  return (
    <Region ref={region} data-step={step} stack={stack}>
      {children}
    </Region>
  );
}
