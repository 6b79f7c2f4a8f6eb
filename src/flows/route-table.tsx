// The route table for the pages that list it (the site map, /test/prod): the composition root
// provides src/app/routes.ts here, so that no view imports src/app (the views are the table's
// lazy targets; importing it back would run the arrow up the layers).
import { createContext, useContext } from 'react';
import type { AppRoute } from './route-types';

export const RouteTableContext = createContext<readonly AppRoute[]>([]);

export const useRouteTable = (): readonly AppRoute[] => useContext(RouteTableContext);
