// The screens that lead into the cabinet (sign-in, registration) load the cabinet's menu while the
// client is on them: the cabinet page they lead to then renders with its menu, which otherwise
// could come after the page's content and push it down under a finger.
import { useEffect } from 'react';
import { preloadLazy } from '@/flows/route-preload';
import { CabinetMenu } from './lazy-cabinet-menu';

export function usePreloadedCabinetMenu(): void {
  useEffect(() => void preloadLazy(CabinetMenu), []);
}
