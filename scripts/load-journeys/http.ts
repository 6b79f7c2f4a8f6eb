// A virtual client's HTTP: each request to a random node, with the SPA's headers and time limit
// (8 s); an answer that never came (a killed node, a reset) or a 5xx is asked again as the SPA's
// «Повторить» does — the same body, the same Idempotency-Key — on a random node, until the retry
// window closes. Every request's time is recorded under its journey step.
import { DEFAULT_CLIENT_API_KEY } from '../../server/config';
import { REQUEST_TIMEOUT_MS } from '../../src/api/network-failures';
import type { Stats } from './stats';

const RETRY_WINDOW_MS = 90_000;
/**
 * A person's pause before each action (filling a form, reading the SMS, typing the card): the
 * virtual clients are people at their screens, not a closed loop of requests. Steps the app or
 * the browser makes by itself (polls, redirects, reads after an action) wait for nothing.
 */
const THINK_MS = { min: 4_000, max: 10_000 } as const;
const AUTOMATIC_STEPS = new Set(['outbox', 'scoring.check', 'pay.check', 'loan.owed', 'card.page', 'pay.page', 'loan.read']);
const RETRY_PAUSE_MS = 500;

export interface Answer {
  status: number;
  /** Asked more than once: an earlier try may have done the work and lost only its answer. */
  retried: boolean;
  body: string;
  location: string | null;
  json<T = Record<string, unknown>>(): T;
}

export interface Request {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
  /** An HTML form post (the provider's page), as a browser sends it. */
  form?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
  contentType?: string;
}

export class Http {
  token: string | null = null;

  constructor(
    private readonly nodes: () => string[],
    readonly stats: Stats,
  ) {}

  private node(): string {
    const all = this.nodes();
    return all[Math.floor(Math.random() * all.length)]!;
  }

  private async once(path: string, req: Request): Promise<Answer> {
    const headers: Record<string, string> = { 'x-client-api-key': DEFAULT_CLIENT_API_KEY, source: 'FrontApp', ...req.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let body: BodyInit | undefined;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    } else if (req.body) {
      headers['content-type'] = req.contentType ?? 'application/octet-stream';
      body = req.body;
    }
    const res = await fetch(`${this.node()}${path}`, { method: req.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    return { status: res.status, retried: false, body: text, location: res.headers.get('location'), json: <T>() => JSON.parse(text) as T };
  }

  /** The answer of `path` (a 4xx is the caller's to judge); throws once the retry window closed without one. */
  async call(step: string, path: string, req: Request = {}): Promise<Answer> {
    if (!AUTOMATIC_STEPS.has(step)) await new Promise((r) => setTimeout(r, THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)));
    const s = this.stats.step(step);
    const until = Date.now() + RETRY_WINDOW_MS;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) s.retries++;
      const started = performance.now();
      let answer: Answer | null = null;
      try {
        answer = await this.once(path, req);
      } catch {
        s.networkErrors++;
      }
      s.latencies.push(performance.now() - started);
      if (answer && answer.status < 500) {
        if (answer.status < 400) s.ok++;
        return { ...answer, retried: attempt > 0 };
      }
      if (answer) {
        s.serverErrors++;
        this.stats.serverErrorLog.push({ at: Date.now(), status: answer.status, step });
      }
      if (Date.now() > until) throw new Error(`${step}: no answer in ${RETRY_WINDOW_MS / 1000} s (${answer ? answer.status : 'network'})`);
      await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS * Math.min(attempt + 1, 4)));
    }
  }

  /**
   * As `call`, but anything other than `expected` ends the journey, named — unless the request was
   * asked again and `done()` finds that an earlier try did the work (the SPA re-reads the state).
   */
  async expect(step: string, path: string, req: Request = {}, expected = 200, done?: () => Promise<boolean>): Promise<Answer> {
    const answer = await this.call(step, path, req);
    if (answer.status !== expected && answer.retried && answer.status < 500 && done && (await done())) return answer;
    if (answer.status !== expected) {
      this.stats.step(step).clientErrors++;
      throw new Error(`${step}: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    return answer;
  }
}
