// An application the company holds under review (State 1) until the client sends what it asks
// for (an under-request item): the demo seed's client 06, and the back office in a real deployment.
import type { AppDb } from '../../db/database';
import { clock } from '../../clock';
import { DEFAULT_RATE_PERMILLE_PER_DAY } from './service';
import { LOAN_STATUS } from './statuses';

export async function holdApplication(db: AppDb, input: { userId: number; amount: number; termDays: number; daysAgo?: number }): Promise<number> {
  const at = new Date(clock.now().getTime() - (input.daysAgo ?? 0) * 86_400_000).toISOString();
  const { id } = await db
    .insertInto('loan')
    .values({
      user_id: input.userId,
      status: LOAN_STATUS.UNDER_REVIEW,
      amount: input.amount,
      term_days: input.termDays,
      rate_permille_per_day: DEFAULT_RATE_PERMILLE_PER_DAY,
      card_id: null,
      scoring_request_id: null,
      created_at: at,
      issued_at: null,
      due_date: null,
      closed_at: null,
      interest: null,
      psk_thousandths: null,
      promo: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
