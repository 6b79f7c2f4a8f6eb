// An element of the page by id, once it is there: content that loads after the route renders
// (the scroll rule's hash target, the About page's section) appears a little later.
export function waitForElement(id: string, win: Window, timeoutMs = 3000): Promise<HTMLElement | null> {
  const find = () => win.document.getElementById(id);
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const el = find();
      if (el) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(el);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
    observer.observe(win.document.body, { childList: true, subtree: true });
  });
}
