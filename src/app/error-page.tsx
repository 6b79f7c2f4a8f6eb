// The 400/403/404/500 page as the shell shows it, loaded apart from the start-up (issue 32): a page
// that starts well never shows it, so its chunk comes after the start-up (at the third parties' moment, when idle) — there
// when the network is gone later, as a view's chunk that failed to load often means — or when a
// page needs it first (an unknown address, a failed check).
import { lazy, Suspense, type ComponentProps } from 'react';
import { afterStartUp } from '@/flows/idle';
import type { ErrorPage as ErrorPageView } from '../views/errors/ErrorPage';

const load = () => import('../views/errors/ErrorPage');

/** Inside the shell's Suspense, which shows «Загрузка…» until it is there. */
export const ErrorPage = lazy(() => load().then((m) => ({ default: m.ErrorPage })));

/** Loads the error page's chunk after the start-up; returns the cancel. */
export const preloadErrorPage = (): (() => void) => afterStartUp(() => void load().catch(() => undefined));

/** The error page where no Suspense is around (an error boundary's own render). */
export function ErrorPageAlone(props: ComponentProps<typeof ErrorPageView>) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
