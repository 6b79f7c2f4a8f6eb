// The kept payment intent: a second tab finds the first tab's intent (so it adopts the same
// Idempotency-Key instead of making a second payment), only its own intent is ended, and an
// intent older than the provider page's life is forgotten.
import { describe, expect, it } from 'vitest';
import type { PaymentIntent } from '@machines/payment.types';
import { createIntentStore, INTENT_LIFE_MS } from './payment-intent-store';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const intent = (over: Partial<PaymentIntent> = {}): PaymentIntent => ({
  loanId: 7,
  purpose: 'Repayment',
  key: 'key-a',
  amount: 150_000,
  method: { code: 'Card', provider: 'SBC' },
  paymentId: null,
  payUrl: null,
  ...over,
});

describe('payment intent store', () => {
  it('a second tab (same storage) reads the first tab’s intent', () => {
    const storage = memoryStorage();
    createIntentStore(storage).write(intent());
    const otherTab = createIntentStore(storage);
    expect(otherTab.read(7)?.key).toBe('key-a');
    expect(otherTab.latest()?.key).toBe('key-a');
  });

  it('ends only its own intent: by key or by payment', () => {
    const store = createIntentStore(memoryStorage());
    store.write(intent({ paymentId: 9 }));
    store.clear(7, 'key-b');
    expect(store.read(7)).not.toBeNull();
    store.clear(7, null, 9);
    expect(store.read(7)).toBeNull();
    store.write(intent());
    store.clear(7, 'key-a');
    expect(store.read(7)).toBeNull();
  });

  it('forgets an intent older than the provider page’s life', () => {
    let now = 1_000_000;
    const store = createIntentStore(memoryStorage(), () => now);
    store.write(intent());
    now += INTENT_LIFE_MS + 1;
    expect(store.read(7)).toBeNull();
    expect(store.latest()).toBeNull();
  });
});
