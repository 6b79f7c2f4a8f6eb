// A faked server for the UI rows of test:model: the calls a machine waits on are held until the
// path says how they end (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), every other read
// is answered at once by the test's own table.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export const json = (body: unknown, status = 200) => Response.json(body, { status });
export const refusal = (code: string, message: string, status = 400) => json({ Errors: [{ ErrorCode: code, Message: message }] }, status);
export const notFound = () => refusal('NOT_FOUND', 'Не найдено', 404);

export interface HeldCall {
  request: Request;
  respond: (response: Response) => void;
}

/**
 * `held` maps `METHOD /path` (or `METHOD /path/*`) to the id of the actor that waits on it; `answer` answers the rest.
 * `fetch` is what the test stubs the global fetch with.
 */
export function heldServer(held: Record<string, string>, answer: (request: Request, url: URL) => Response | Promise<Response>) {
  const queues: Record<string, HeldCall[]> = {};
  const calls: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    calls.push(request);
    const key = `${request.method} ${url.pathname}`;
    // `METHOD /path/*` holds every path under it (an id in the path).
    const id = held[key] ?? Object.entries(held).find(([k]) => k.endsWith('/*') && key.startsWith(k.slice(0, -1)))?.[1];
    if (id) return new Promise((respond) => (queues[id] ??= []).push({ request, respond }));
    return answer(request, url);
  };
  /** Answers the oldest held call of `id` once the screen has made it; returns its request. */
  const settle = async (id: string, response: Response): Promise<Request> => {
    await waitFor(() => expect(queues[id]?.length ?? 0, `${id} asked`).toBeGreaterThan(0));
    const call = queues[id]!.shift()!;
    call.respond(response);
    return call.request;
  };
  const waiting = (id: string) => queues[id]?.length ?? 0;
  return { fetch, settle, waiting, calls };
}
