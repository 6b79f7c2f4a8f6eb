// Types of the route table (routes.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteParams } from '@/domain/route-match';

export type LayoutName = 'default' | 'document' | 'landing' | 'empty';
export type RouteArea = 'public' | 'cabinet' | 'flow' | 'dev';

export interface RouteMeta {
  title: string;
  /** Grey page background (SPEC §2.6: "some pages have a grey background set by route metadata"). */
  greyBackground?: boolean;
  /** Listed on /SiteMap. */
  inSiteMap?: boolean;
}

export interface ViewProps {
  route: AppRoute;
  params: RouteParams;
}

export interface RouteCheckContext {
  params: RouteParams;
  path: string;
  queryClient: QueryClient;
}

/** Fails with `{ status }` (404 when absent); SPEC §2.4. */
export type RouteCheck = (context: RouteCheckContext) => Promise<void>;

export interface AppRoute {
  name: string;
  path: string;
  area: RouteArea;
  layout: LayoutName;
  meta: RouteMeta;
  guard?: 'auth';
  check?: RouteCheck;
  view: LazyExoticComponent<ComponentType<ViewProps>>;
}

export class RouteCheckError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteCheckError';
  }
}
