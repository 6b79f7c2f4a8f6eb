// Getting a route's view ready: its lazy chunk loaded before the render that needs it (the boot's
// hydration), and the links whose tap is painted before the next page is built (issue 32).
import type { ComponentType } from 'react';

/**
 * Starts loading a React.lazy view and resolves once it is ready (or failed: the route's own
 * Suspense and error boundary deal with that when it renders). React has no public preload for
 * lazy, so this starts it the way React itself does (the lazy's _init).
 */
export async function preloadLazy(view: ComponentType<never> | undefined): Promise<void> {
  const lazy = view as { _init?: (payload: unknown) => unknown; _payload?: unknown } | undefined;
  try {
    lazy?._init?.(lazy._payload);
  } catch (pending) {
    if (pending instanceof Promise) await pending.catch(() => undefined);
  }
}

/**
 * Props of a link whose tap is painted before the next page is built: wouter's `transition`
 * marker, which the app's router reads (src/app/navigation.ts). A spread, because wouter's types
 * leave the documented prop out of the browser location's options.
 */
export const PAINT_FIRST = { transition: true } as const;
