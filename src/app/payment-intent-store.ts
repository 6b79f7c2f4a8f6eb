// Where a payment intent is kept in the browser (localStorage, one record per loan, 30 minutes —
// the provider page's life): a reload, the back button or a second tab finds it and resumes the
// same payment instead of making another.
import type { PaymentIntent } from '@machines/payment.types';

const PREFIX = 'payment.intent.v1.';
export const INTENT_LIFE_MS = 30 * 60 * 1000;

interface Stored {
  intent: PaymentIntent;
  savedAt: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function createIntentStore(storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage, now = () => Date.now()) {
  const parse = (raw: string | null): Stored | null => {
    try {
      const value = raw ? (JSON.parse(raw) as Stored) : null;
      return value && typeof value.intent?.key === 'string' && now() - value.savedAt < INTENT_LIFE_MS ? value : null;
    } catch {
      return null;
    }
  };
  const store = {
    read(loanId: number): PaymentIntent | null {
      return parse(storage?.getItem(PREFIX + loanId) ?? null)?.intent ?? null;
    },
    /** The newest open intent of any loan (the payment screen before it knows the loan). */
    latest(): PaymentIntent | null {
      if (!storage) return null;
      let best: Stored | null = null;
      for (let i = 0; i < storage.length; i++) {
        const name = storage.key(i);
        if (!name?.startsWith(PREFIX)) continue;
        const value = parse(storage.getItem(name));
        if (value && (!best || value.savedAt > best.savedAt)) best = value;
      }
      return best?.intent ?? null;
    },
    write(intent: PaymentIntent): void {
      storage?.setItem(PREFIX + intent.loanId, JSON.stringify({ intent, savedAt: now() } satisfies Stored));
    },
    /** Removes the loan's record only if it is this intent's (same key or same payment); another tab's intent stays. */
    clear(loanId: number | null, key: string | null, paymentId: number | null = null): void {
      if (loanId === null) return;
      const kept = store.read(loanId);
      if (kept && ((key !== null && kept.key === key) || (paymentId !== null && kept.paymentId === paymentId))) storage?.removeItem(PREFIX + loanId);
    },
  };
  return store;
}

export type IntentStore = ReturnType<typeof createIntentStore>;
