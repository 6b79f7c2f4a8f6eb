// Header mode and footer variant from the path (requirements §2.6).
export type HeaderMode = 'default' | 'auth' | 'profile';
export type FooterVariant = 'conditions' | 'landing' | 'navigation';

const isCabinetPath = (path: string) => /^\/lk(\/|$)/i.test(path);
const isFlowPath = (path: string) => /^\/(registration|creation)(\/|$)/i.test(path);

export function headerMode(path: string, isAuthenticated: boolean): HeaderMode {
  if (isCabinetPath(path)) return 'profile';
  if (isFlowPath(path) && isAuthenticated) return 'auth';
  return 'default';
}

/** The logout control shows on cabinet, registration and creation paths when logged in. */
export const showsLogout = (path: string, isAuthenticated: boolean): boolean =>
  isAuthenticated && (isCabinetPath(path) || isFlowPath(path));

const LANDING_FOOTER = new Set(['index', 'zaem-besplatno', 'promo-zaem']);

export function footerVariant(path: string, routeName: string | undefined): FooterVariant {
  if (isCabinetPath(path) || isFlowPath(path)) return 'conditions';
  if (routeName && LANDING_FOOTER.has(routeName)) return 'landing';
  return 'navigation';
}
