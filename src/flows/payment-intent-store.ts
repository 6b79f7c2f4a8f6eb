// Where a payment intent is kept in the browser (localStorage, one record per loan, 30 minutes —
// the provider page's life): a reload, the back button or a second tab finds it and resumes the
// same payment instead of making another.
import { z } from '@machines/zod';
import type { PaymentIntent } from '@machines/payment.types';

const PREFIX = 'payment.intent.v1.';
export const INTENT_LIFE_MS = 30 * 60 * 1000;

/** Where the browser may be sent to pay: the provider's page over http(s), a page of this site, or none yet (''). */
const payLink = z.string().check(z.maxLength(4000), z.regex(/^(https?:\/\/|\/(?!\/)|$)/i, 'an http(s) or same-site link'));
/** The SBP QR code: the image the server drew (a data: SVG), or a link to one. */
const qrImage = z.string().check(z.regex(/^(data:image\/|https?:\/\/|\/(?!\/))/i, 'an image'));

/** A kept intent as the payment flow reads it; storage is the browser's, so anyone may have edited it. */
const intentSchema = z.object({
  loanId: z.int().check(z.positive()),
  purpose: z.enum(['Repayment', 'Prolongation']),
  key: z.string().check(z.minLength(1), z.maxLength(100)),
  amount: z.int().check(z.positive()),
  method: z.object({ code: z.enum(['Card', 'Sbp']), provider: z.enum(['SBC', 'Tinkoff']) }),
  paymentId: z.nullable(z.int().check(z.positive())),
  payUrl: z.nullable(payLink),
  qrUrl: z.nullish(qrImage),
}) satisfies z.ZodMiniType<PaymentIntent>;

const storedSchema = z.object({ intent: intentSchema, savedAt: z.number() });
type Stored = z.infer<typeof storedSchema>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function createIntentStore(storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage, now = () => Date.now()) {
  // A record that does not parse (edited, or of another version) is as good as none: the payment starts afresh.
  const parse = (raw: string | null): Stored | null => {
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
    const stored = storedSchema.safeParse(json);
    return stored.success && now() - stored.data.savedAt < INTENT_LIFE_MS ? stored.data : null;
  };
  const store = {
    read(loanId: number): PaymentIntent | null {
      const intent = parse(storage?.getItem(PREFIX + loanId) ?? null)?.intent ?? null;
      return intent?.loanId === loanId ? intent : null;
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
