import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteCheckError } from '@/flows/route-types';
import { findRoute, viewerAvailable } from './routes';

const context = { params: {}, path: '/guidelines/machines', queryClient: new QueryClient() };
const withConfig = (sandbox: boolean) => Object.assign(globalThis, { window: { __APP_CONFIG__: { sandbox } } });

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('/guidelines/machines', () => {
  it('is a developer route with the availability check', () => {
    const match = findRoute('/guidelines/machines');
    expect(match?.route.area).toBe('dev');
    expect(match?.route.check).toBeDefined();
  });

  it('answers 404 in a production build with SANDBOX=0, and opens in the sandbox or a dev build', async () => {
    withConfig(false);
    await expect(viewerAvailable(false)(context)).rejects.toMatchObject({ status: 404 } satisfies Partial<RouteCheckError>);
    await expect(viewerAvailable(true)(context)).resolves.toBeUndefined();
    withConfig(true);
    await expect(viewerAvailable(false)(context)).resolves.toBeUndefined();
  });
});
