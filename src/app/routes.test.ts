import { describe, expect, it } from 'vitest';
import { findRoute, routeByName, routes } from './routes';

const SPEC_PATHS = [
  '/', '/login', '/registration', '/creation', '/password_recovery', '/account/forgotPassword', '/Faq', '/career', '/HowGet',
  '/HowReturn', '/SiteMap', '/contacts', '/kontakty', '/documents', '/ombudsmen', '/city', '/city/moskva', '/News', '/News/x',
  '/Services', '/Services/zaim-do-zarplaty', '/o-kompanii', '/normativnye-dokumenty', '/promo-zaem', '/zaem-besplatno-i-vigodno',
  '/mobile-app', '/privacy_policy_mobile_app', '/widgets/edna', '/paid-flff',
  '/lk/Dashboard', '/lk/Dashboard/EsiaInstruction', '/lk/product-offers', '/lk/identity-confirmation', '/lk/profile-edit',
  '/lk/profile-edit/passport', '/lk/scoring-failure', '/lk/payment-sbp', '/lk/paymentCallback/SBC', '/lk/paymentCallback/Tinkoff',
  '/test/prod', '/test/icons', '/test/modal', '/test/dadata', '/test/upload', '/guidelines', '/guidelines/400', '/guidelines/403',
  '/guidelines/404', '/guidelines/500', '/guidelines/icons',
];

describe('route table', () => {
  it('has every path of requirements §2.1–§2.3', () => {
    for (const path of SPEC_PATHS) expect(findRoute(path), path).not.toBeNull();
  });
  it('has unique names and paths', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path.toLowerCase())).size).toBe(routes.length);
  });
  it('guards exactly the cabinet paths', () => {
    for (const route of routes) expect(route.guard === 'auth', route.path).toBe(route.path.startsWith('/lk/'));
  });
  it('sets the layouts and the grey background of requirements §2.1', () => {
    expect(findRoute('/documents')?.route.layout).toBe('document');
    expect(findRoute('/ombudsmen')?.route.layout).toBe('landing');
    expect(findRoute('/widgets/edna')?.route.layout).toBe('empty');
    expect(findRoute('/career')?.route.meta.greyBackground).toBe(true);
    expect(routes.filter((r) => r.meta.greyBackground).map((r) => r.path)).toEqual(['/career']);
  });
  it('checks the named items', () => {
    for (const path of ['/News/x', '/Services/x', '/city/x']) expect(findRoute(path)?.route.check, path).toBeTypeOf('function');
  });
  it('resolves the route names the flows navigate by', () => {
    expect(routeByName('index').path).toBe('/');
    expect(routeByName('profile').path).toBe('/lk/Dashboard');
    expect(routeByName('profile-edit').path).toBe('/lk/profile-edit');
    expect(routeByName('profile-sbp').path).toBe('/lk/payment-sbp');
    expect(routeByName('creation').path).toBe('/creation');
    expect(() => routeByName('nope')).toThrow();
  });
  it('prefers the literal /guidelines/icons over nothing else', () => {
    expect(findRoute('/guidelines/icons')?.route.name).toBe('guidelines-icons');
  });
});
