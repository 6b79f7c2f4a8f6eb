// Test doubles for the API layer: an in-memory cookie jar and a fetch that records requests.
import type { CookieJar } from './user-hash';

export interface StoredCookie {
  value: string;
  expires: Date;
}

export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { store: Map<string, StoredCookie> } {
  const store = new Map<string, StoredCookie>(
    Object.entries(initial).map(([name, value]) => [name, { value, expires: new Date(8.64e15) }]),
  );
  return {
    store,
    get: (name) => store.get(name)?.value,
    set: (name, value, { expires }) => void store.set(name, { value, expires }),
  };
}

export function recordingFetch(answer: (request: Request) => Response = () => Response.json({})) {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    return answer(request);
  };
  return { fetch, requests };
}
