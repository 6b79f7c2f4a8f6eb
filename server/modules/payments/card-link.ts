// A card linked on the card-link provider's page comes back here (PaymentGateway/CardLink/Callback),
// server to server: Session (the one AddCardByUrl made), the card's last four digits, expiry and
// payment system, Timestamp, signed like SBC's notices (HMAC-SHA256 over the sorted `Name=value`
// fields, with CARD_LINK_SECRET). The sandbox links cards on its own page: nothing comes here.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { clock } from '../../clock';
import { realProviders } from '../../providers';
import { sbcSignatureMatches } from '../../providers/sbc';
import { completeCardLink } from '../cards';
import { NOTICE_MAX_AGE_S, NOTICE_MAX_AHEAD_S } from './gateway';

export interface CardLinkNotice {
  Session: string;
  CardLast4: string;
  ExpiryMonth: number;
  ExpiryYear: number;
  PaymentSystem: 'Mir' | 'Visa' | 'Mastercard' | 'Other';
  Timestamp: number;
  Signature: string;
}

export async function handleCardLink(db: AppDb, log: FastifyBaseLogger, notice: CardLinkNotice): Promise<{ Success: true }> {
  const real = realProviders();
  if (!real) throw new ApiError(404, 'NOT_FOUND', 'В песочнице карта привязывается на её странице');
  const refuse = (code: string, message: string, status = 400): never => {
    log.warn({ provider: 'card-link', reason: code }, 'card link notice rejected');
    throw new ApiError(status, code, message);
  };
  if (!sbcSignatureMatches(notice as unknown as Record<string, unknown>, real.endpoints.cards.token)) refuse('SIGNATURE_INVALID', 'Подпись уведомления неверна');
  const ageS = Math.floor(clock.now().getTime() / 1000) - notice.Timestamp;
  if (ageS > NOTICE_MAX_AGE_S || ageS < -NOTICE_MAX_AHEAD_S) refuse('NOTICE_REPLAYED', 'Уведомление устарело');
  const cardId = await completeCardLink(db, notice.Session, { last4: notice.CardLast4, expiryMonth: notice.ExpiryMonth, expiryYear: notice.ExpiryYear, paymentSystem: notice.PaymentSystem });
  if (cardId === null) refuse('NOT_FOUND', 'Сессия привязки карты не найдена или уже завершена', 404);
  return { Success: true };
}
