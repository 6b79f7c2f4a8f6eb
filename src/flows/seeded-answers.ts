// The start-up's part of a cabinet page's inlined answers (issue 32): where they come, and which
// of them the session's first load has not yet taken. The reader that puts them into the query
// cache (cabinet-answers.ts) loads only on a page that brings answers, so not on `/`.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The element a cabinet page's answers come in (server/cabinet-answers.ts). */
export const CABINET_ANSWERS_ELEMENT_ID = 'cabinet-answers';

/** The seeded entries each query client has not yet handed to the session's first load. */
const unread = new WeakMap<QueryClient, Set<string>>();

/** Notes the keys `queryClient` was seeded under (cabinet-answers.ts). */
export function markSeeded(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  unread.set(queryClient, new Set(keys.map((key) => hashKey(key))));
}

/**
 * True once for a query the page's answers seeded: the session's first load takes the answer as
 * it is (it is as fresh as the page) instead of asking again; any later load asks the server.
 */
export function takeSeededAnswer(queryClient: QueryClient, key: QueryKey): boolean {
  return unread.get(queryClient)?.delete(hashKey(key)) ?? false;
}
