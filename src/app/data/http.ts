// Minimal JSON GET/POST for public content until src/api's typed clients land; headers follow
// SPEC §7 so the real API accepts these calls too.
import { readRuntimeConfig } from '../runtime-config';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const config = readRuntimeConfig(typeof window === 'undefined' ? {} : undefined);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Client-Api-Key': config.clientApiKey,
    Source: 'FrontApp',
    'Max-Forwards': '240',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${config.apiHost}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const first = (body as { Errors?: { Message?: string }[] } | null)?.Errors?.[0]?.Message;
    throw new HttpError(response.status, first ?? `HTTP ${response.status}`, body);
  }
  return body as T;
}
