// Browser-wide route rules, installed once at start (main.tsx), never at module load, so
// views and the route table stay importable where there is no window (prerender, tests).
import { installBfcacheReload } from './bfcache';
import { installRequestPolicy } from './request-policy';
import { createScrollManager, type ScrollManager } from './scroll-manager';

let scrollManager: ScrollManager | null = null;

export function installRouteRules(): void {
  installRequestPolicy();
  installBfcacheReload();
  scrollManager ??= createScrollManager();
}

export const getScrollManager = (): ScrollManager | null => scrollManager;
