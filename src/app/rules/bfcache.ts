// SPEC §2.4: a page restored from the back/forward cache is reloaded, so it never shows a
// stale session or a half-finished flow.
export function installBfcacheReload(win: Window = window): void {
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) win.location.reload();
  });
}
