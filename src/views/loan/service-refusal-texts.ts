// What the client is told of a refused service's fee: where it went back.
import { formatRub } from '@/domain/money';

export const returnedText = (amount: number, to: 'Debt' | 'Card') =>
  to === 'Debt' ? `${formatRub(amount)} вычтены из долга по займу.` : `${formatRub(amount)} вернутся на карту, с которой погашен заём, в течение 7 рабочих дней.`;
