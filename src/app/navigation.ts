// Navigations marked `transition` (a link's `transition` prop, wouter's documented marker) wait
// until the tap that asked for them has been painted (issue 32). wouter renders a new location at
// once and in one piece (useSyncExternalStore, which React never treats as a transition): the
// dashboard's «Оплатить» tore the dashboard down and built the payment form inside the tap's own
// task, 230–290 ms at 4× CPU before the press showed. Painted first, the tap answers at once and
// the page swap is a task of its own. Other navigations (redirects, the flows' own moves, which
// go with a change of session state) stay immediate, so the address and the state never disagree.
import type { AroundNavHandler } from 'wouter';

/** After the next frame is painted, or `fallbackMs` at the latest (a hidden tab paints no frames). */
export function afterNextPaint(run: () => void, fallbackMs = 100): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    run();
  };
  // A task queued from a frame callback runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, fallbackMs);
}

export const navigateAfterPaint: AroundNavHandler = (navigate, to, options) => {
  if (options?.transition) afterNextPaint(() => navigate(to, options));
  else navigate(to, options);
};
