// The cabinet's menu as a chunk of its own: off the public pages' start-up. Rendered by the layout
// on every cabinet page; loaded ahead by whatever leads into the cabinet (the start-up of a cabinet
// page, the sign-in and registration screens), so that it is never the last thing on a cabinet
// page to come and push the page's content down.
import { lazy } from 'react';

export const CabinetMenu = lazy(() => import('./CabinetMenu'));
