// Resolves the location against the route table and applies the route rules of requirements §2.4:
// trailing-slash redirect, cabinet guard, validity check, scrolling, the mobile home back trap.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Loading } from '../components/layout/Container';
import { pageNotFoundMessage } from '../domain/startup-messages';
import { brands } from '../theme/tenants';
import { useRuntimeConfig } from '@/flows/config-context';
import { selectDeviceType } from '@machines/device.machine';
import { DeviceActor } from '@/flows/actors';
import { takeEarlyInteraction } from './early-input';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage, preloadErrorPage } from './error-page';
import { Layout } from './layouts/Layout';
import { isCabinetPath, withoutTrailingSlash } from '@/domain/route-match';
import { RouteCheckError, type AppRoute } from '@/flows/route-types';
import { routeCheckKey } from './route-check';
import { findRoute, type RouteMatch } from './routes';
import { armBackTrap } from './rules/back-trap';
import { getScrollManager } from './rules/install';
import { hasAuthToken } from '@/flows/session/cookies';
import { loginAddressFrom } from '@/flows/session/post-login';
import { useAuth } from '@/flows/session/auth-state';

function PageRendered({ path }: { path: string }) {
  useEffect(() => {
    getScrollManager()?.onPageRendered(path, window.location.hash);
  }, [path]);
  return null;
}

function CheckedView({ match, path }: { match: RouteMatch; path: string }) {
  const queryClient = useQueryClient();
  const { route, params } = match;
  const check = useQuery({
    queryKey: routeCheckKey(route.name, path),
    queryFn: async () => {
      await route.check?.({ params, path, queryClient });
      return true;
    },
    enabled: route.check !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  if (route.check && check.isPending) return <Loading role="status">Загрузка…</Loading>;
  if (check.error) {
    const status = check.error instanceof RouteCheckError ? check.error.status : 404;
    return <ErrorPage status={status} message={pageNotFoundMessage(path)} />;
  }
  const View = route.view;
  return <View route={route} params={params} />;
}

function useDocumentTitle(route: AppRoute | null) {
  const { tenant } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${route?.meta.title ?? 'Страница не найдена'} — ${brands[tenant].name}`;
  }, [route, tenant]);
}

function useBackTrap(route: AppRoute | null) {
  const { partnerBackUrl, envType } = useRuntimeConfig();
  const { isAuthenticated } = useAuth();
  // The actual device, not the prerender's (useDevice): the trap renders nothing, and armed in the
  // hydration's own commit it takes over from the early-input recorder with no gap between them.
  const deviceType = DeviceActor.useSelector(selectDeviceType);
  const armed = route?.name === 'index' && deviceType === 'Mobile' && !isAuthenticated;
  useEffect(() => {
    if (!armed) return;
    return armBackTrap({ partnerBackUrl, isAuthenticated: () => hasAuthToken(envType), interacted: takeEarlyInteraction(window.location.pathname) });
  }, [armed, partnerBackUrl, envType]);
}

export function AppShell() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const trimmed = withoutTrailingSlash(path);
  const { isAuthenticated, isExchangingToken } = useAuth();
  const match = trimmed ? null : findRoute(path);
  const route = match?.route ?? null;

  useEffect(() => {
    if (trimmed) navigate(trimmed + (search ? `?${search}` : '') + window.location.hash, { replace: true });
  }, [trimmed, search, navigate]);
  useDocumentTitle(route);
  useBackTrap(route);
  // Off the start-up, there before it is needed (error-page.tsx).
  useEffect(() => preloadErrorPage(), []);

  if (trimmed) return null;
  // requirements §2.4: any path under the cabinet area, an unknown one too, needs a token first.
  const needsAuth = route ? route.guard === 'auth' : isCabinetPath(path);
  // The route asked for goes along, so the post-login routing knows it (requirements §2.5 rules 4 and 5).
  if (needsAuth && !isAuthenticated) return <Redirect to={loginAddressFrom(path)} replace />;

  return (
    <Layout route={route} path={path}>
      <ErrorBoundary key={path}>
        <Suspense fallback={<Loading role="status">Загрузка…</Loading>}>
          {needsAuth && isExchangingToken ? (
            <Loading role="status">Загрузка…</Loading>
          ) : match ? (
            <CheckedView match={match} path={path} />
          ) : (
            <ErrorPage status={404} message={pageNotFoundMessage(path)} />
          )}
          <PageRendered path={path} />
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
