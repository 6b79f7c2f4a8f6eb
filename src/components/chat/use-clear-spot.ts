// On a phone's cabinet page the floating chat button stands aside while it would hide something
// the client reads or taps (issue 28, item 9): the cabinet's figures run to the right edge, where
// the button floats. It stays reachable: the page end keeps a clear strip for it, and a button
// that has focus never hides.
import { useEffect, useState, type RefObject } from 'react';

const PHONE = '(max-width: 767px)';
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]';

/** Whether a text glyph, an image or a control of the page lies at (x, y) under `self`. */
function contentAt(x: number, y: number, self: Element): boolean {
  const under = document.elementsFromPoint(x, y).find((element) => !self.contains(element));
  if (!under || under === document.documentElement || under === document.body) return false;
  if (under.closest(INTERACTIVE) || under.closest('img, svg, canvas, video')) return true;
  for (const node of under.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return true;
    }
  }
  return false;
}

/** Samples the button's area on a 3×3 grid, inset so its rounded corners do not count. */
export function coversContent(self: Element): boolean {
  const box = self.getBoundingClientRect();
  const inset = box.width * 0.15;
  for (const fx of [0, 0.5, 1]) {
    for (const fy of [0, 0.5, 1]) {
      const x = box.left + inset + fx * (box.width - 2 * inset);
      const y = box.top + inset + fy * (box.height - 2 * inset);
      if (contentAt(x, y, self)) return true;
    }
  }
  return false;
}

/** True while the button, on a phone, would cover content; re-measured on scroll, resize and page changes. */
export function useStandAside(button: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setAside(false);
      return;
    }
    const phone = window.matchMedia(PHONE);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const self = button.current;
      if (!self || !phone.matches || document.activeElement === self) return setAside(false);
      setAside(coversContent(self));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    phone.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      phone.removeEventListener('change', schedule);
    };
  }, [button, enabled]);
  return aside;
}
