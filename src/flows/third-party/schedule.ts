// SPEC §9 / DESIGN §7: third parties start 3 s after the app starts or on the first scroll,
// whichever comes first, so they never compete with the first render.
export const THIRD_PARTY_DELAY_MS = 3000;

export function afterDelayOrFirstScroll(run: () => void, delayMs: number = THIRD_PARTY_DELAY_MS): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  // A prerendered page can be scrolled before the app starts: that scroll counts as the first.
  const timer = setTimeout(fire, window.scrollY > 0 ? 0 : delayMs);
  window.addEventListener('scroll', fire, { passive: true, once: true });
  function cancel() {
    clearTimeout(timer);
    window.removeEventListener('scroll', fire);
  }
  return () => {
    done = true;
    cancel();
  };
}
