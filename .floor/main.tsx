import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery, hydrate } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { setup, assign, fromPromise } from 'xstate';
import { createStitches } from '@stitches/react';
import { Router, Route, Switch, Link, useLocation } from 'wouter';

const m = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({ id: 'x', context: { n: 0 }, initial: 'a', states: { a: { invoke: { src: 'load', onDone: { actions: assign({ n: ({ event }) => event.output }) } } } } });
const Ctx = createActorContext(m);
const { styled, globalCss } = createStitches({ theme: { colors: { brand: 'green' } } });
const H = styled('h1', { color: '$brand' });
const qc = new QueryClient();
hydrate(qc, (window as any).__S);
function P() { const q = useQuery({ queryKey: ['a'], queryFn: async () => 1 }); const n = Ctx.useSelector((s) => s.context.n); const [l] = useLocation(); globalCss({ body: { margin: 0 } })(); return <H>{q.data}{n}{l}<Link href="/a">a</Link></H>; }
hydrateRoot(document.getElementById('root')!, <StrictMode><QueryClientProvider client={qc}><Router><Ctx.Provider><Switch><Route path="/"><P /></Route></Switch></Ctx.Provider></Router></QueryClientProvider></StrictMode>);
