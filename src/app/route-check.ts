// The route check's query (AppShell's CheckedView runs it): its key, and the check run ahead of
// the first render. A cabinet page rendered on the server (issue 32) runs the check before it
// renders, and the browser runs it before it hydrates, so both render the checked page — not the
// "Загрузка…" the first render would show while the check's query was pending.
import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from './routes';

export const routeCheckKey = (routeName: string, path: string) => ['route-check', routeName, path] as const;

/** Runs the check of `path`'s route now and stores a pass; a failing check is left for the page to run. */
export async function settleRouteCheck(queryClient: QueryClient, path: string): Promise<void> {
  const match = findRoute(path);
  const check = match?.route.check;
  if (!match || !check) return;
  try {
    await check({ params: match.params, path, queryClient });
    queryClient.setQueryData(routeCheckKey(match.route.name, path), true);
  } catch {
    // The page runs it again and shows its answer (a 404 page).
  }
}
