// SBC's acquiring protocol (ours to define: docs/decisions.md). JSON over HTTPS, every request and
// every notice signed: Signature = HMAC-SHA256 (hex, the merchant's secret) over the root fields
// but Signature, as `Name=value` sorted by name and joined with `&` (absent fields left out).
//   POST {api}/payments         MerchantId, PaymentId (ours), Amount, Method (Card|Sbp), Description,
//                               ReturnUrl, FailUrl, NotificationUrl, Timestamp → ProviderPaymentId, PaymentUrl
//                               (SBP: the payment link)
//   POST {api}/payments/state   MerchantId, ProviderPaymentId, Timestamp → Status, Amount, Reason,
//                               AcceptedAt (Unix s: the client's submit on the page; once paid), Refunded
//   POST {api}/payments/refund  MerchantId, ProviderPaymentId, Amount, RequestId, Timestamp → Refunded
//                               (the same RequestId again refunds nothing more)
//   POST {api}/payments/cancel  MerchantId, ProviderPaymentId, Timestamp (an unpaid payment can no longer be paid)
//   (a cancel of a paid payment is refused: SBC never refunds on a cancel)
// An answer is { Success: true, … } or { Success: false, ErrorCode, Message }. A notice (POSTed to
// NotificationUrl) is the GatewayCallback of openapi/api.yaml, answered { Success: true }: Status
// succeeded|declined|failed with AcceptedAt once paid, or refunded with Refunded (kopecks given back
// in all, whoever asked: our refund, a chargeback).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { clock } from '../clock';
import { AcquirerRefused, fieldText, resolveAgainst, type AcquiredState, type Acquirer, type NoticeCheck, type Transport } from './acquiring';

export interface SbcMerchant {
  apiUrl: string;
  merchantId: string;
  /** The merchant's secret: signs requests and notices; never sent, never logged. */
  secret: () => Promise<string>;
}

export const sbcSignedText = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .filter(([key, value]) => key !== 'Signature' && value !== undefined && value !== null && typeof value !== 'object')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');

export const sbcSignature = (fields: Record<string, unknown>, secret: string) => createHmac('sha256', secret).update(sbcSignedText(fields)).digest('hex');

export function sbcSignatureMatches(fields: Record<string, unknown>, secret: string): boolean {
  const given = typeof fields.Signature === 'string' && /^[0-9a-f]{64}$/.test(fields.Signature) ? Buffer.from(fields.Signature, 'hex') : Buffer.alloc(0);
  const expected = Buffer.from(sbcSignature(fields, secret), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const STATES: readonly AcquiredState[] = ['pending', 'succeeded', 'declined', 'failed'];
const stateOf = (value: unknown): AcquiredState => (STATES.includes(value as AcquiredState) ? (value as AcquiredState) : 'pending');
const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
/** SBC's Unix seconds as an ISO instant (null when absent or not a time). */
const instant = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? new Date(value * 1000).toISOString() : null);

export function sbcAcquirer(merchant: SbcMerchant, transport: Transport): Acquirer {
  const call = async (path: string, fields: Record<string, unknown>) => {
    const body = { MerchantId: merchant.merchantId, Timestamp: Math.floor(clock.now().getTime() / 1000), ...fields };
    const answer = await transport(`${merchant.apiUrl}${path}`, { ...body, Signature: sbcSignature(body, await merchant.secret()) });
    if (answer.Success !== true) throw new AcquirerRefused('SBC', fieldText(answer.ErrorCode) || 'unknown', `${path}: ${fieldText(answer.Message)}`);
    return answer;
  };
  return {
    name: 'SBC',
    async init(request) {
      const answer = await call('/payments', {
        PaymentId: request.orderId,
        Amount: request.amount,
        Method: request.method,
        Description: request.description,
        ReturnUrl: request.successUrl,
        FailUrl: request.failUrl,
        NotificationUrl: request.notificationUrl,
      });
      const paymentUrl = resolveAgainst(fieldText(answer.PaymentUrl), merchant.apiUrl);
      return { providerPaymentId: fieldText(answer.ProviderPaymentId), paymentUrl, qrPayload: request.method === 'Sbp' ? paymentUrl : null };
    },
    async getState(providerPaymentId) {
      const answer = await call('/payments/state', { ProviderPaymentId: providerPaymentId });
      return { state: stateOf(answer.Status), providerStatus: fieldText(answer.Status), amount: Number(answer.Amount), reason: optional(answer.Reason), acceptedAt: instant(answer.AcceptedAt) };
    },
    async refund(providerPaymentId, amount, requestId) {
      await call('/payments/refund', { ProviderPaymentId: providerPaymentId, Amount: amount, RequestId: requestId });
    },
    async cancelUnpaid(providerPaymentId) {
      // SBC's cancel never refunds (a paid payment is refused), so it needs no amount.
      await call('/payments/cancel', { ProviderPaymentId: providerPaymentId });
    },
    async verifyNotice(body): Promise<NoticeCheck> {
      if (!body || typeof body !== 'object') return { ok: false, code: 'NOTICE_MALFORMED' };
      const fields = body as Record<string, unknown>;
      if (!sbcSignatureMatches(fields, await merchant.secret())) return { ok: false, code: 'SIGNATURE_INVALID' };
      const refunded = fields.Status === 'refunded';
      return {
        ok: true,
        notice: {
          orderId: fieldText(fields.PaymentId),
          providerPaymentId: fieldText(fields.ProviderPaymentId),
          // A refund leaves the payment paid: what was given back is in `refund`.
          state: refunded ? 'succeeded' : stateOf(fields.Status),
          providerStatus: fieldText(fields.Status),
          refund: refunded ? { total: Number(fields.Refunded) } : null,
          acceptedAt: instant(fields.AcceptedAt),
          amount: Number(fields.Amount),
          notificationId: optional(fields.NotificationId),
          timestamp: typeof fields.Timestamp === 'number' ? fields.Timestamp : null,
          reason: fields.Status === 'succeeded' ? null : optional(fields.Reason),
          cardToken: optional(fields.CardToken),
          cardLast4: optional(fields.CardLast4),
        },
      };
    },
    noticeReceipt: { type: 'application/json; charset=utf-8', body: { Success: true } },
  };
}
