// Loan Status values the reference server writes. Each is the Id of a StatusLoan in the site
// settings' LoanStatuses (server/content/loan-statuses.ts, answered by GET /api/Info/Settings),
// which is the one list: the SPA attaches StatusLoan by Id, and this server sends the same entry.
import { loanStatuses, type LoanStatus } from '../../content/loan-statuses';

export const LOAN_STATUS = {
  /** State 1: application under review. */
  UNDER_REVIEW: 1,
  /** State 2: scoring refused (→ /lk/scoring-failure). */
  REFUSED: 2,
  /** State 3: approved offer waiting for the client's signature (SMS code). */
  OFFERED: 3,
  /** State 4: active loan. */
  ACTIVE: 4,
  /** State 4 as well: active and overdue (requirements §4: Status 5 on an active loan means expired). */
  EXPIRED: 5,
  /** Repaid and closed. */
  CLOSED: 7,
  /** The client declined the offer. */
  DECLINED: 8,
} as const;

export type StatusLoan = LoanStatus;

export function statusLoanOf(status: number): StatusLoan {
  return loanStatuses.find((s) => s.Id === status) ?? { Id: status, State: 0, Title: 'Статус уточняется', Action: null, Capabilities: [] };
}
