// An application the company holds under review (State 1) until the client sends what it asks
// for (an under-request item): the demo seed's client 06, and the back office in a real deployment.
import type { AppDb } from '../../db/database';
import { recordUnpricedApplication } from './service';
import { LOAN_STATUS } from './statuses';

export const holdApplication = (db: AppDb, input: { userId: number; amount: number; termDays: number; daysAgo?: number }): Promise<number> =>
  recordUnpricedApplication(db, { ...input, status: LOAN_STATUS.UNDER_REVIEW });
