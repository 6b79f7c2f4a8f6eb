// The first answers of a cabinet page, inlined into its HTML (issue 32): the navigation to a /lk
// page carries the auth cookie, so the server asks its own API what the page would ask for next
// (the session's profile and loans, the menu's badges, the footer, the dashboard's amount to pay,
// the loan page's schedule) and the app starts from those answers instead of a chain of round trips after its JavaScript.
// The answers are the API's own, made with the cookie's token through the same routes (owner
// checks, ledger reads and serialisation included), keyed by the request path the app would
// send; a stale or revoked token gets no answers, and the app meets the 401 as it does today.
import type { FastifyInstance } from 'fastify';
import { NEW_SITE_TOKEN_COOKIE, readCookie } from '@/flows/session/cookies';
import { tokenTag } from '@/domain/token-tag';

/** The loans query the app always sends (src/api/loans.ts LOANS_QUERY, requirements §7.2). */
export const LOANS_PATH = '/api/Loans?inActualState=false&v=1';
/**
 * What the cabinet menu shows on every cabinet page (src/views/cabinet/dashboard/CabinetMenu.tsx:
 * the unread messages, the documents waiting for a signature; src/api/messages.ts's page). The
 * menu is outside the page's own part, which hydrates after it: an answer the menu asked for
 * landing in between met the dashboard's notice of waiting documents, which the server had drawn
 * without it, and React threw the page's markup away (a tap on it in that moment was lost).
 */
const MENU_PATHS = ['/api/Info/messages?page=1&pageSize=50', '/api/Agreement/List'];
/**
 * What the footer of every page shows (src/components/footer/Footer.tsx): asked for after the
 * start, its answers made the footer grow under a page already drawn (a layout shift of 0.27 on
 * a cabinet page) and re-rendered it during the dashboard's start.
 */
const FOOTER_PATHS = ['/api/Info/Contacts', '/api/Info/GetFooter'];
/**
 * The dashboard's three latest news (src/views/cabinet/dashboard/CabinetNews.tsx): asked for after
 * the start, they came in under a page already drawn and rendered in a task of their own.
 */
const DASHBOARD_NEWS_PATH = '/api/Info/news?page=1&pageSize=3';
/** StatusLoan.State of an active loan (server/content/loan-statuses.ts): the dashboard shows its amount to pay. */
const ACTIVE_STATE = 4;
const LOAN_PAGE = /^\/lk\/loans\/([1-9]\d{0,9})$/i;

export interface CabinetAnswers {
  /** tokenTag() of the token the answers were made with: the app seeds them only under that token. */
  for: string;
  /** The API's 200 answers by the request path (with its query) the app would send. */
  answers: Record<string, unknown>;
}

/** The new-site token of the request (the old-site one is the app's to exchange); a malformed cookie is none. */
function requestToken(cookieHeader: string | undefined): string | null {
  try {
    return readCookie(NEW_SITE_TOKEN_COOKIE, cookieHeader ?? '');
  } catch {
    return null;
  }
}

export const isCabinetPage = (path: string): boolean => /^\/lk(\/|$)/i.test(path);

interface Loan {
  Id: number;
  StatusLoan?: { State?: number } | null;
}

/** What the page at `path` asks for once it has the loans, beside the session's own reads. */
function pagePaths(path: string, loans: readonly Loan[]): string[] {
  const loanPage = LOAN_PAGE.exec(path);
  if (loanPage) {
    const id = loanPage[1];
    // With its documents' list and individual terms: asked for after the start, they came in under
    // a page already drawn, and the terms' table rendered in a task of its own on the phone.
    return [`/api/Loans/${id}`, `/api/Loans/${id}/GetLoanSchedule`, `/api/Loans/${id}/Payments`, `/api/Loans/${id}/DailyHistory`, `/api/Loans/${id}/Agreement`, `/api/Loans/AgreementList?loanId=${id}`];
  }
  if (/^\/lk\/Dashboard$/i.test(path)) {
    const active = loans.filter((l) => l.StatusLoan?.State === ACTIVE_STATE);
    return [...active.flatMap((l) => [`/api/Loans/${l.Id}/NextPayment`, `/api/Loans/${l.Id}/ExpensesToPay`]), DASHBOARD_NEWS_PATH];
  }
  return [];
}

/**
 * The signed-in client's first answers for a cabinet page, or null: not a cabinet page, no
 * new-site token, or a token the API refuses (stale, revoked, someone else's guess).
 */
export async function cabinetAnswers(app: FastifyInstance, path: string, cookieHeader: string | undefined, clientApiKey: string): Promise<CabinetAnswers | null> {
  if (!isCabinetPage(path)) return null;
  const token = requestToken(cookieHeader);
  if (!token) return null;
  const headers = { authorization: `Bearer ${token}`, 'x-client-api-key': clientApiKey };
  const answers: Record<string, unknown> = {};
  const ask = async (url: string): Promise<unknown> => {
    const reply = await app.inject({ method: 'GET', url, headers });
    if (reply.statusCode !== 200 || !String(reply.headers['content-type']).includes('application/json')) return undefined;
    const body: unknown = reply.json();
    answers[url] = body;
    return body;
  };
  const [profile, loans] = await Promise.all([ask('/api/Account/UserProfile'), ask(LOANS_PATH), ask('/api/Info/Settings'), ...MENU_PATHS.map(ask), ...FOOTER_PATHS.map(ask)]);
  // No profile: the token is not a live session's; the app's own first call gets the 401.
  if (profile === undefined) return null;
  await Promise.all(pagePaths(path, Array.isArray(loans) ? (loans as Loan[]) : []).map(ask));
  return { for: tokenTag(token), answers };
}

/**
 * The answers as a JSON data block (never executed, so the page's CSP needs no hash for it).
 * `<`, `>` and `&` are escaped so no answer text can close the element or open a comment, and
 * U+2028/U+2029 so the text stays valid wherever a script might read it.
 */
export function answersElement(data: CabinetAnswers): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="cabinet-answers">${json}</script>`;
}
