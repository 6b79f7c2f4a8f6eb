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

describe('a kept intent is parsed, not trusted: a tampered one is no intent (the payment starts afresh)', () => {
  const kept = (value: unknown) => {
    const storage = memoryStorage();
    storage.setItem('payment.intent.v1.7', typeof value === 'string' ? value : JSON.stringify(value));
    return createIntentStore(storage, () => 1_000);
  };
  const good = { intent: intent({ paymentId: 9, payUrl: 'https://pay.example/abc', qrUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }), savedAt: 500 };

  it('reads a well-formed intent (an absolute, same-site or not-yet link; a QR image)', () => {
    expect(kept(good).read(7)).toEqual(good.intent);
    expect(kept({ ...good, intent: { ...good.intent, payUrl: '/sandbox/pay/9' } }).read(7)?.payUrl).toBe('/sandbox/pay/9');
    expect(kept({ ...good, intent: { ...good.intent, payUrl: '' } }).read(7)?.payUrl).toBe('');
  });

  it.each([
    ['not JSON', '{'],
    ['no intent', { savedAt: 500 }],
    ['no time', { intent: good.intent }],
    ['a script link to pay at', { ...good, intent: { ...good.intent, payUrl: 'javascript:alert(1)' } }],
    ['another site without a scheme', { ...good, intent: { ...good.intent, payUrl: '//evil.example/pay' } }],
    ['a QR code that is a script', { ...good, intent: { ...good.intent, qrUrl: 'javascript:alert(1)' } }],
    ['an amount in text', { ...good, intent: { ...good.intent, amount: '1500' } }],
    ['a negative amount', { ...good, intent: { ...good.intent, amount: -1 } }],
    ['an empty key', { ...good, intent: { ...good.intent, key: '' } }],
    ['an unknown purpose', { ...good, intent: { ...good.intent, purpose: 'Gift' } }],
    ['an unknown method', { ...good, intent: { ...good.intent, method: { code: 'Cash', provider: 'SBC' } } }],
    ['a payment id in text', { ...good, intent: { ...good.intent, paymentId: '9' } }],
  ])('%s', (_label, value) => {
    const store = kept(value);
    expect(store.read(7)).toBeNull();
    expect(store.latest()).toBeNull();
  });

  it('another loan’s intent kept under this loan is not this loan’s', () => {
    expect(kept({ ...good, intent: { ...good.intent, loanId: 8 } }).read(7)).toBeNull();
  });
});
