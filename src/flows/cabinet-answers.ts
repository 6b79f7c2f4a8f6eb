// The signed-in client's first answers, inlined by the server into a cabinet page's HTML
// (server/cabinet-answers.ts, issue 32), put into the query cache before the app renders: the
// dashboard shows the amount to pay, and the session knows the client, without a round trip.
// Each answer goes under the key of the query that would have asked for it (the keys of
// src/api/ through the session's and the loans' query factories), and only when the page's
// answers were made with the token this browser holds now. Loaded by the start-up only when the
// page has answers (src/app/boot.tsx; server/cabinet-preload.ts names its chunk on every cabinet
// page): what every start-up needs, and the session's first load reads, is seeded-answers.ts.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { agreementsKeys } from '@/api/agreements';
import { infoKeys } from '@/api/info';
import { loansKeys } from '@/api/loans-keys';
import { messagesKeys } from '@/api/messages';
import { tokenTag } from '@/domain/token-tag';
import { userQueries } from './session/user-queries';
import { CABINET_ANSWERS_ELEMENT_ID, markSeeded } from './seeded-answers';

// Keys only: the factories' query functions are never called from here.
const user = userQueries(null as never);

/** The query key of each API path the server may inline. */
const KEY_OF_PATH: readonly [RegExp, (id: number, token: string) => QueryKey][] = [
  [/^\/api\/Info\/Settings$/, () => user.settings().queryKey],
  [/^\/api\/Info\/Contacts$/, () => infoKeys.contacts()],
  [/^\/api\/Info\/GetFooter$/, () => infoKeys.footer()],
  [/^\/api\/Info\/news\?page=1&pageSize=3$/, () => infoKeys.newsList(1, 3)],
  [/^\/api\/Account\/UserProfile$/, (_, token) => user.profile(token).queryKey],
  [/^\/api\/Loans\?inActualState=false&v=1$/, () => user.loans().queryKey],
  [/^\/api\/Info\/messages\?page=1&pageSize=50$/, () => messagesKeys.list()],
  [/^\/api\/Agreement\/List$/, () => agreementsKeys.list()],
  [/^\/api\/Loans\/(\d+)$/, (id) => loansKeys.one(id)],
  [/^\/api\/Loans\/(\d+)\/NextPayment$/, (id) => loansKeys.part(id, 'next-payment')],
  [/^\/api\/Loans\/(\d+)\/ExpensesToPay$/, (id) => loansKeys.part(id, 'expenses-to-pay')],
  [/^\/api\/Loans\/(\d+)\/GetLoanSchedule$/, (id) => loansKeys.part(id, 'schedule')],
  [/^\/api\/Loans\/(\d+)\/Payments$/, (id) => loansKeys.part(id, 'payments')],
  [/^\/api\/Loans\/(\d+)\/DailyHistory$/, (id) => loansKeys.part(id, 'daily-history')],
  [/^\/api\/Loans\/(\d+)\/Agreement$/, (id) => loansKeys.part(id, 'agreement')],
  [/^\/api\/Loans\/AgreementList\?loanId=(\d+)$/, (id) => loansKeys.part(id, 'documents')],
];

export function answerKey(path: string, token: string): QueryKey | null {
  for (const [pattern, key] of KEY_OF_PATH) {
    const match = pattern.exec(path);
    if (match) return key(Number(match[1] ?? 0), token);
  }
  return null;
}

export interface SeedEntry {
  key: QueryKey;
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries to seed from the page's JSON, or none: no token, another token's answers, not our shape. */
export function readCabinetAnswers(json: string, token: string | null): SeedEntry[] {
  if (!token) return [];
  let page: unknown;
  try {
    page = JSON.parse(json);
  } catch {
    return [];
  }
  if (!isRecord(page) || page.for !== tokenTag(token) || !isRecord(page.answers)) return [];
  return Object.entries(page.answers).flatMap(([path, data]) => {
    const key = answerKey(path, token);
    return key ? [{ key, data }] : [];
  });
}

/**
 * Seeds `queryClient` from the page's answers (read once: the element goes with it). True when
 * it seeded: the page was made for this browser's token (and its markup, if any, from them).
 * Reading and seeding are a stage each (`between` yields to the browser): on a phone at 4× CPU
 * the two together were one task of 65 ms (issue 32).
 */
export async function seedCabinetAnswers(queryClient: QueryClient, token: string | null, between: () => Promise<void>, doc: Document = document): Promise<boolean> {
  const element = doc.getElementById(CABINET_ANSWERS_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  const entries = readCabinetAnswers(element.textContent ?? '', token);
  await between();
  for (const { key, data } of entries) queryClient.setQueryData(key, data);
  markSeeded(queryClient, entries.map(({ key }) => key));
  return entries.length > 0;
}
