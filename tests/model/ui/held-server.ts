// A faked server for the UI rows of test:model: the calls a machine waits on are held until the
// path says how they end (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), every other read
// is answered at once by the test's own table. One for every row (the cabinet harness re-exports it).
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export const json = (body: unknown, status = 200) => Response.json(body, { status });
export const refusal = (code: string, message: string, status = 400) => json({ Errors: [{ ErrorCode: code, Message: message }] }, status);
export const unavailable = (message: string) => refusal('UNAVAILABLE', message, 503);
export const notFound = () => refusal('NOT_FOUND', 'Не найдено', 404);

export interface HeldCall {
  request: Request;
  respond: (response: Response) => void;
}

/**
 * Which actor a call belongs to when the path decides its answer: a table of `METHOD /path` (or
 * `METHOD /path/*`, every path under it) to actor ids, or a function giving the id or null.
 */
export type Hold = Record<string, string> | ((url: URL, request: Request) => string | null);

function heldId(hold: Hold, request: Request, url: URL): string | null {
  if (typeof hold === 'function') return hold(url, request);
  const key = `${request.method} ${url.pathname}`;
  return hold[key] ?? Object.entries(hold).find(([k]) => k.endsWith('/*') && key.startsWith(k.slice(0, -1)))?.[1] ?? null;
}

/** `answer` answers every call not held; `fetch` is what the test gives the page as its network. */
export function heldServer(hold: Hold, answer: (url: URL, request: Request) => Response | Promise<Response>) {
  const queues: Record<string, HeldCall[]> = {};
  const calls: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    calls.push(request);
    const id = heldId(hold, request, url);
    if (id) return new Promise((respond) => (queues[id] ??= []).push({ request, respond }));
    return answer(url, request);
  };
  /** Answers the oldest held call of `id` once the screen has made it (a response, or one made from the request); returns its request. */
  const settle = async (id: string, response: Response | ((request: Request) => Response | Promise<Response>)): Promise<Request> => {
    await waitFor(() => expect(queues[id]?.length ?? 0, `${id} asked`).toBeGreaterThan(0));
    const call = queues[id]!.shift()!;
    call.respond(typeof response === 'function' ? await response(call.request) : response);
    return call.request;
  };
  const waiting = (id: string) => queues[id]?.length ?? 0;
  return { fetch, settle, waiting, calls };
}
