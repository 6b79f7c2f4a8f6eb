// T-Bank (Tinkoff) internet acquiring, API v2: Init → PaymentURL (its life set by RedirectDueDate),
// GetQr for SBP, GetState, Cancel (of a NEW payment: cancelled, Amount ignored; of a CONFIRMED one:
// a refund of Amount), and notifications signed with Token. Neither notifications nor GetState
// carry a time: when T-Bank accepted a payment is not told (acceptedAt null). A refund notice
// (PARTIAL_REFUNDED, REFUNDED) is read with Amount as that refund's amount. The Token of a
// request or a notification is SHA-256 (hex) over the values of its root fields — nested objects
// (DATA, Receipt) left out, the terminal's Password added as a field — concatenated in the order
// of the field names. A notification is answered with the plain text `OK`, or it is sent again.
import { createHash, timingSafeEqual } from 'node:crypto';
import { AcquirerRefused, fieldText, resolveAgainst, type AcquiredState, type Acquirer, type AcquirerNotice, type NoticeCheck, type RefundReport, type Transport } from './acquiring';

export interface TinkoffTerminal {
  /** e.g. https://securepay.tinkoff.ru/v2 (no trailing slash). */
  apiUrl: string;
  terminalKey: string;
  /** The terminal's password: signs requests and notifications; never sent, never logged. */
  password: () => Promise<string>;
}

export function tinkoffToken(fields: Record<string, unknown>, password: string): string {
  const root = Object.entries({ ...fields, Password: password }).filter(([key, value]) => key !== 'Token' && value !== undefined && value !== null && typeof value !== 'object');
  root.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(root.map(([, value]) => String(value)).join('')).digest('hex');
}

export function tokenMatches(fields: Record<string, unknown>, password: string): boolean {
  const given = typeof fields.Token === 'string' && /^[0-9a-f]{64}$/i.test(fields.Token) ? Buffer.from(fields.Token.toLowerCase(), 'hex') : Buffer.alloc(0);
  const expected = Buffer.from(tinkoffToken(fields, password), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** T-Bank's payment statuses, in our terms (a refund of ours leaves a payment succeeded). */
export function stateOfTinkoff(status: string): AcquiredState {
  switch (status) {
    case 'CONFIRMED':
    case 'PARTIAL_REFUNDED':
    case 'REFUNDED':
      return 'succeeded';
    case 'REJECTED':
    case 'AUTH_FAIL':
    case 'CANCELED':
    case 'REVERSED':
      return 'declined';
    case 'DEADLINE_EXPIRED':
      return 'failed';
    default:
      // NEW, FORM_SHOWED, AUTHORIZING, 3DS_CHECKING, AUTHORIZED, CONFIRMING, …: not decided yet.
      return 'pending';
  }
}

/** The client-facing reason of a refusal: the codes we name, else the bank's own message. */
export function tinkoffReason(status: string, errorCode: string, message: unknown): string | null {
  const state = stateOfTinkoff(status);
  if (state === 'succeeded' || state === 'pending') return null;
  if (status === 'AUTH_FAIL') return 'Платёж не подтверждён: неверный код 3-D Secure';
  if (status === 'CANCELED') return 'Оплата отменена на странице банка';
  if (status === 'DEADLINE_EXPIRED') return 'Время на оплату истекло';
  if (errorCode === '1051') return 'Банк отклонил платёж: недостаточно средств на карте';
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 200) : 'Банк отклонил платёж';
}

/** An instant as T-Bank's dates are written (RedirectDueDate): Moscow time with its offset, to the second. */
export function tinkoffDate(iso: string): string {
  const moscow = new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 19);
  return `${moscow}+03:00`;
}

function refundOf(status: string, amount: number): RefundReport | null {
  if (status === 'REFUNDED') return { all: true };
  if (status === 'PARTIAL_REFUNDED') return { operation: amount };
  return null;
}

export function tinkoffAcquirer(terminal: TinkoffTerminal, transport: Transport): Acquirer {
  const call = async (method: string, fields: Record<string, unknown>) => {
    const body = { TerminalKey: terminal.terminalKey, ...fields };
    const answer = await transport(`${terminal.apiUrl}/${method}`, { ...body, Token: tinkoffToken(body, await terminal.password()) });
    if (answer.Success !== true || fieldText(answer.ErrorCode) !== '0') throw new AcquirerRefused('Tinkoff', fieldText(answer.ErrorCode) || 'unknown', `${method}: ${fieldText(answer.Message)}`);
    return answer;
  };
  return {
    name: 'Tinkoff',
    async init(request) {
      const started = await call('Init', {
        Amount: request.amount,
        OrderId: request.orderId,
        Description: request.description,
        PayType: 'O',
        SuccessURL: request.successUrl,
        FailURL: request.failUrl,
        NotificationURL: request.notificationUrl,
        RedirectDueDate: tinkoffDate(request.payUntil),
      });
      const providerPaymentId = fieldText(started.PaymentId);
      if (request.method === 'Card') return { providerPaymentId, paymentUrl: resolveAgainst(fieldText(started.PaymentURL), terminal.apiUrl), qrPayload: null };
      // SBP: the payment link of the fast payment system, which opens the client's bank app.
      const qr = await call('GetQr', { PaymentId: providerPaymentId, DataType: 'PAYLOAD' });
      const link = resolveAgainst(fieldText(qr.Data), terminal.apiUrl);
      return { providerPaymentId, paymentUrl: link, qrPayload: link };
    },
    async getState(providerPaymentId) {
      const answer = await call('GetState', { PaymentId: providerPaymentId });
      const status = fieldText(answer.Status);
      return { state: stateOfTinkoff(status), providerStatus: status, amount: Number(answer.Amount), reason: tinkoffReason(status, fieldText(answer.ErrorCode), answer.Message), acceptedAt: null };
    },
    async refund(providerPaymentId, amount, requestId) {
      await call('Cancel', { PaymentId: providerPaymentId, Amount: amount, ExternalRequestId: requestId });
    },
    async cancelUnpaid(providerPaymentId, amount) {
      await call('Cancel', { PaymentId: providerPaymentId, Amount: amount });
    },
    async verifyNotice(body): Promise<NoticeCheck> {
      if (!body || typeof body !== 'object') return { ok: false, code: 'NOTICE_MALFORMED' };
      const fields = body as Record<string, unknown>;
      if (fields.TerminalKey !== terminal.terminalKey || !tokenMatches(fields, await terminal.password())) return { ok: false, code: 'SIGNATURE_INVALID' };
      const status = fieldText(fields.Status);
      const pan = fieldText(fields.Pan);
      const notice: AcquirerNotice = {
        orderId: fieldText(fields.OrderId),
        providerPaymentId: fieldText(fields.PaymentId),
        state: stateOfTinkoff(status),
        providerStatus: status,
        refund: refundOf(status, Number(fields.Amount)),
        acceptedAt: null,
        amount: Number(fields.Amount),
        notificationId: null,
        timestamp: null,
        reason: tinkoffReason(status, fieldText(fields.ErrorCode), fields.Message),
        cardToken: fields.CardId === undefined ? null : fieldText(fields.CardId),
        cardLast4: /\d{4}$/.test(pan) ? pan.slice(-4) : null,
      };
      return { ok: true, notice };
    },
    noticeReceipt: { type: 'text/plain; charset=utf-8', body: 'OK' },
  };
}
