// One way to call a third party: JSON over HTTPS with a bearer token and a timeout. A failure is
// a ProviderError, answered as 503 with a retry hint, never a stack trace.
import { createHmac } from 'node:crypto';

export interface ProviderEndpoint {
  url: string;
  token: string;
}

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number | null,
  ) {
    super(`${provider} did not answer (${status ?? 'no connection'})`);
    this.name = 'ProviderError';
  }
}

export async function postJson<T>(provider: string, endpoint: ProviderEndpoint, body: unknown, timeoutMs = 10_000): Promise<T> {
  let res: Response;
  try {
    res = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new ProviderError(provider, null);
  }
  if (!res.ok) throw new ProviderError(provider, res.status);
  return (await res.json()) as T;
}

/** A provider page the browser is sent to, its parameters signed with our secret for that provider. */
export function signedPageUrl(endpoint: ProviderEndpoint, params: Record<string, string>): string {
  const url = new URL(endpoint.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.sort();
  url.searchParams.set('signature', createHmac('sha256', endpoint.token).update(url.searchParams.toString()).digest('hex'));
  return url.toString();
}
