// What the payments module asks of an acquirer (Tinkoff, SBC), whatever its protocol: start a
// payment (its page, or the SBP link), tell a payment's state, give money back, and check that a
// notice really comes from it. Kopecks throughout; `orderId` is our payment's id.
import { ProviderError } from './http';

export type AcquirerName = 'SBC' | 'Tinkoff';

/** Our view of the acquirer's state of one payment. */
export type AcquiredState = 'pending' | 'succeeded' | 'declined' | 'failed';

export interface InitRequest {
  orderId: string;
  amount: number;
  method: 'Card' | 'Sbp';
  description: string;
  /** Where the acquirer sends the browser back (absolute outside the sandbox). */
  successUrl: string;
  failUrl: string;
  /** Where the acquirer POSTs its notices. */
  notificationUrl: string;
  /** Until when its page takes the payment (ISO instant): a payment is made within the page's life. */
  payUntil: string;
}

export interface InitAnswer {
  providerPaymentId: string;
  /** The acquirer's card page, or for SBP the payment link that opens the bank's app. */
  paymentUrl: string;
  /** SBP: what the QR code encodes (the same link); null for a card. */
  qrPayload: string | null;
}

export interface StateAnswer {
  state: AcquiredState;
  /** The acquirer's own status word (logged, kept in the audit). */
  providerStatus: string;
  amount: number;
  reason: string | null;
  /** When the acquirer accepted the payment (ISO), when its protocol tells it; else null. */
  acceptedAt: string | null;
}

/**
 * Money the acquirer says it gave back of a payment: all of it, a total so far, or one operation's
 * amount (a protocol that names neither total nor id repeats the same operation's notice).
 */
export type RefundReport = { all: true } | { total: number } | { operation: number };

/** A verified notice, in our terms. */
export interface AcquirerNotice {
  orderId: string;
  providerPaymentId: string;
  state: AcquiredState;
  providerStatus: string;
  /** A notice about money given back (ours, or a refund or chargeback made elsewhere); null otherwise. */
  refund: RefundReport | null;
  /** When the acquirer accepted the payment (ISO), when its protocol tells it; else null. */
  acceptedAt: string | null;
  amount: number;
  /** The acquirer's id of this notice when it has one (the audit groups duplicates by it). */
  notificationId: string | null;
  /** Unix seconds when the acquirer dated it; null when its protocol carries no date. */
  timestamp: number | null;
  reason: string | null;
  cardToken: string | null;
  cardLast4: string | null;
}

export type NoticeCheck = { ok: true; notice: AcquirerNotice } | { ok: false; code: 'SIGNATURE_INVALID' | 'NOTICE_MALFORMED' };

export interface Acquirer {
  name: AcquirerName;
  init(request: InitRequest): Promise<InitAnswer>;
  getState(providerPaymentId: string): Promise<StateAnswer>;
  /** Returns `amount` kopecks of a succeeded payment to its card; the same requestId twice refunds once. */
  refund(providerPaymentId: string, amount: number, requestId: string): Promise<void>;
  /**
   * Cancels a payment nobody finished paying, so that it can no longer be paid. Ask getState just
   * before: on a payment already confirmed, a cancel is a refund (T-Bank).
   */
  cancelUnpaid(providerPaymentId: string, amount: number): Promise<void>;
  verifyNotice(body: unknown): Promise<NoticeCheck>;
  /** What the acquirer expects back for a notice it must not send again. */
  noticeReceipt: { type: string; body: string | { Success: true } };
}

/**
 * How an adapter reaches its acquirer: JSON in, JSON out. Outside the sandbox it is HTTPS; the
 * sandbox hands the same requests to its in-process stand-in.
 */
export type Transport = (url: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

export function fetchTransport(provider: string, timeoutMs = 15_000): Transport {
  return async (url, body) => {
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ProviderError(provider, null);
    }
    if (!res.ok) throw new ProviderError(provider, res.status);
    return (await res.json()) as Record<string, unknown>;
  };
}

/** A field of an acquirer's JSON as text ('' when absent). */
export const fieldText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A link the acquirer gives relative to its API (a stand-in does) becomes absolute when the API address is. */
export function resolveAgainst(link: string, apiUrl: string): string {
  return /^https?:\/\//i.test(apiUrl) ? new URL(link, apiUrl).toString() : link;
}

/** The acquirer answered, but refused: a ProviderError (503 to the client) with its code. */
export class AcquirerRefused extends ProviderError {
  constructor(
    provider: string,
    readonly errorCode: string,
    detail: string,
  ) {
    super(provider, 200);
    this.message = `${provider} refused (${errorCode}): ${detail}`;
    this.name = 'AcquirerRefused';
  }
}
