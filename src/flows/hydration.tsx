// False while React hydrates prerendered markup (and on the server), true afterwards and in
// any client-only render. Values that differ between the prerender and this browser (device
// class, today's date) wait for it, so hydration never meets a mismatch. The switch is a
// transition (issue 17): the components that change re-render in small slices, instead of
// forcing every prerendered part of the page to hydrate in one synchronous pass.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(typeof window !== 'undefined');

export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

export const useHydrated = (): boolean => useContext(HydratedContext);
