// False while React hydrates prerendered markup (and on the server), true afterwards and in
// any client-only render. Values that differ between the prerender and this browser (device
// class, today's date) wait for it, so hydration never meets a mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
