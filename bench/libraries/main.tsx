// The bench's floor (issue 17): one use of each library the design requires for the home page —
// React DOM hydrating, an XState actor read through @xstate/react, Stitches, TanStack Query with
// prerendered data, wouter — and no app code. Its size is what no app change can take off `/`.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, hydrate, useQuery, type DehydratedState } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { assign, fromPromise, setup } from 'xstate';
import { createStitches } from '@stitches/react';
import { Link, Route, Router, Switch, useLocation } from 'wouter';

// The start-up reads the runtime config and the cookies without zod (src/domain/runtime-config.ts,
// docs/decisions.md «The start-up parses without zod»), so the floor has no zod either.
const rawConfig = (window as { __APP_CONFIG__?: { apiHost?: unknown } }).__APP_CONFIG__;
const config = { apiHost: typeof rawConfig?.apiHost === 'string' ? rawConfig.apiHost : '' };
const cookie = { success: /^[\x21-\x7E]{1,4096}$/.test(document.cookie.split('=')[1] ?? '') };

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
