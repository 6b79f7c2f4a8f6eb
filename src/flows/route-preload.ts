// The views a page's main links lead to, loaded and evaluated while the client reads the page, so a
// tap on one only renders (issue 32: opening the payment form from the dashboard spent most of its
// time fetching and evaluating the form's chunk).
import { useEffect, type ComponentType } from 'react';
import { matchPath } from '@/domain/route-match';
import { whenIdle } from './idle';
import { useRouteTable } from './route-table';

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

/** At the first idle moment after the page mounts, the views of `hrefs` (app paths, a query allowed) are preloaded. */
export function usePreloadedViews(hrefs: readonly string[]): void {
  const routes = useRouteTable();
  const key = hrefs.join(' ');
  useEffect(() => {
    if (!key) return;
    return whenIdle(() => {
      for (const href of key.split(' ')) {
        const path = href.split(/[?#]/)[0] ?? '';
        void preloadLazy(routes.find((route) => matchPath(route.path, path))?.view);
      }
    }, 3000);
  }, [key, routes]);
}

/**
 * Props of a link whose tap is painted before the next page is built: wouter's `transition`
 * marker, which the app's router reads (src/app/navigation.ts). A spread, because wouter's types
 * leave the documented prop out of the browser location's options.
 */
export const PAINT_FIRST = { transition: true } as const;
