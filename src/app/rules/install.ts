// Browser-wide route rules, installed once at start (src/main.tsx), never at module load, so
// views and the route table stay importable where there is no window (prerender, tests). The
// back/forward-cache reload lives in index.html's inline script: it must hold before the app.
import { installRequestPolicy } from './request-policy';
import { createScrollManager, type ScrollManager } from './scroll-manager';

let scrollManager: ScrollManager | null = null;

export function installRouteRules(): void {
  installRequestPolicy();
  scrollManager ??= createScrollManager();
}

export const getScrollManager = (): ScrollManager | null => scrollManager;
