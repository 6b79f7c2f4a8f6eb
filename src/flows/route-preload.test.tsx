// The views a page's main links lead to load while the client reads the page (issue 32).
import { render } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from './route-types';
import { usePreloadedViews } from './route-preload';
import { RouteTableContext } from './route-table';

const idle: IdleRequestCallback[] = [];
// jsdom has no idle callbacks: the test runs them by hand.
Object.assign(window, { requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback), cancelIdleCallback: () => undefined });

afterEach(() => {
  idle.length = 0;
});

function Page({ hrefs }: { hrefs: string[] }) {
  usePreloadedViews(hrefs);
  return null;
}

const route = (name: string, path: string, load: () => Promise<{ default: () => null }>): AppRoute => ({
  name,
  path,
  area: 'cabinet',
  layout: 'default',
  meta: { title: name },
  view: lazy(load),
});

describe('usePreloadedViews', () => {
  it("loads the linked routes' views at the first idle moment after mount, and no other", () => {
    const payment = vi.fn(() => new Promise<{ default: () => null }>(() => undefined));
    const loan = vi.fn(() => new Promise<{ default: () => null }>(() => undefined));
    const cards = vi.fn(() => new Promise<{ default: () => null }>(() => undefined));
    const table = [route('payment', '/lk/payment', payment), route('loan', '/lk/loans/:id', loan), route('cards', '/lk/cards', cards)];
    render(
      <RouteTableContext.Provider value={table}>
        <Page hrefs={['/lk/payment?loanId=7', '/lk/loans/7']} />
      </RouteTableContext.Provider>,
    );
    expect(payment).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(payment).toHaveBeenCalledTimes(1);
    expect(loan).toHaveBeenCalledTimes(1);
    expect(cards).not.toHaveBeenCalled();
  });
});
