// The bench's floor (issue 17): one use of each library the design requires for the home page —
// React DOM hydrating, an XState actor read through @xstate/react, Stitches, TanStack Query with
// prerendered data, wouter, zod/mini parsing the page's runtime config at start as the app does
// (machines/zod.ts: the same import, jitless) — and no app code. Its size is what no app change can
// take off `/`.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, hydrate, useQuery, type DehydratedState } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { assign, fromPromise, setup } from 'xstate';
import { createStitches } from '@stitches/react';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import * as z from 'zod/mini';

z.config({ jitless: true });
// The start-up parses as the app makes them: the runtime config, one field of each kind it has,
// a field of the wrong type taking its default (src/domain/runtime-config.ts), and a cookie's
// value checked before use (src/domain/cookie-values.ts).
const text = z.catch(z.string().check(z.maxLength(2000)), '');
const configSchema = z.catch(
  z.object({ apiHost: text, tenant: z.catch(z.enum(['sf', 'mf']), 'sf'), sandbox: z.catch(z.boolean(), true), counterId: z.catch(z.int().check(z.nonnegative()), 0) }),
  { apiHost: '', tenant: 'sf' as const, sandbox: true, counterId: 0 },
);
const config = configSchema.parse((window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__ ?? {});
const cookie = z.string().check(z.minLength(1), z.maxLength(4096), z.regex(/^[\x21-\x7E]+$/)).safeParse(document.cookie.split('=')[1]);

const machine = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
  context: { n: 0 },
  invoke: { src: 'load', onDone: { actions: assign({ n: ({ event }) => event.output }) } },
});
const Counter = createActorContext(machine);
const { styled, globalCss } = createStitches({ theme: { colors: { brand: 'green' } } });
const Title = styled('h1', { color: '$brand' });
const globalStyles = globalCss({ body: { margin: 0 } });
const queryClient = new QueryClient();
hydrate(queryClient, (window as { __REACT_QUERY_STATE__?: DehydratedState }).__REACT_QUERY_STATE__ ?? {});

function Page() {
  globalStyles();
  const { data } = useQuery({ queryKey: ['n'], queryFn: async () => 1 });
  const n = Counter.useSelector((s) => s.context.n);
  const [location] = useLocation();
  return (
    <Title>
      {data} {n} {location} {config.apiHost} {cookie.success ? 1 : 0} <Link href="/a">a</Link>
    </Title>
  );
}

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router>
        <Counter.Provider>
          <Switch>
            <Route path="/">
              <Page />
            </Route>
          </Switch>
        </Counter.Provider>
      </Router>
    </QueryClientProvider>
  </StrictMode>,
);
