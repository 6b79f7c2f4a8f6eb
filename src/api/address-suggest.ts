// Address suggestions in DaData's suggestion shape, served by the sandbox at /sandbox/dadata/suggest
// (not part of the API contract). Called through the shared /api client, so it carries the same
// headers as every other call; the path's types are declared here instead of in the contract.
import { queryOptions } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import type { ApiClient } from './clients';
import { unwrap } from './errors';

export interface Suggestion {
  value: string;
  data: { postal_code?: string | null; region?: string | null; city?: string | null; street?: string | null; house?: string | null };
}

interface SuggestPaths {
  '/sandbox/dadata/suggest': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query: { query: string; count?: number }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown }; content: { 'application/json': { suggestions?: Suggestion[] } } };
      };
    };
  };
}

export interface SuggestOptions {
  /** How many suggestions at most; the service's default (10) when absent. */
  count?: number;
  signal?: AbortSignal;
}

/** Suggestions for the typed text; rejects with ApiError when the service answers an error. */
export async function suggestAddresses(api: ApiClient, query: string, { count, signal }: SuggestOptions = {}): Promise<Suggestion[]> {
  // openapi-fetch is untyped at run time: the same client, seen with the sandbox path's types.
  const client = api as unknown as Client<SuggestPaths>;
  const body = unwrap(
    await client.GET('/sandbox/dadata/suggest', { params: { query: count === undefined ? { query } : { query, count } }, signal }),
  );
  return body.suggestions ?? [];
}

/** Cached suggestions for a typed text (three letters at least), for the address fields. */
export const addressSuggestQueries = (api: ApiClient) => ({
  suggest: (query: string, count = 5) =>
    queryOptions({
      queryKey: ['addressSuggest', query, count] as const,
      queryFn: ({ signal }) => suggestAddresses(api, query, { count, signal }),
      enabled: query.trim().length >= 3,
      staleTime: 5 * 60 * 1000,
      retry: false,
    }),
});
