// Account resource: the account, card, file and scoring calls of registration, login and the session, typed by
// the contract (src/api/generated), and the account's keys and cached reads. Every call resolves with the
// answer or throws ApiError. The calls' code is ./account-calls.ts, loaded when first needed (issue 32).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './clients';
import { unwrap } from './errors';
import type { components } from './generated/api';
import type { AccountApi } from './account-calls';

export type { ApiClient };
export type Schemas = components['schemas'];
export type AuthToken = Schemas['AuthToken'];

export type { AccountApi, LoginAnswer } from './account-calls';

/**
 * The account calls on `client`, their code (./account-calls.ts) loaded on the first call or when
 * `preload` is true (a token cookie exists: the session's loads come at once).
 */
export function createAccountApi(client: ApiClient, { preload = false }: { preload?: boolean } = {}): AccountApi {
  let calls: Promise<AccountApi> | undefined;
  const load = () => (calls ??= import('./account-calls').then((m) => m.createAccountCalls(client)));
  if (preload) void load();
  const byName = new Map<PropertyKey, unknown>();
  return new Proxy({} as AccountApi, {
    get(_, name) {
      // Not a thenable (a promise resolving to the API must not call it) and no symbol lookups.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      if (!byName.has(name)) {
        byName.set(name, (...args: unknown[]) => load().then((api) => (api[name as keyof AccountApi] as (...a: unknown[]) => unknown)(...args)));
      }
      return byName.get(name);
    },
  });
}

export const accountKeys = {
  all: ['account'] as const,
  userProfile: () => [...accountKeys.all, 'userProfile'] as const,
  /** Keyed by the session token: the answers are the signed-in client's own. */
  blockInfo: (token: string | null) => [...accountKeys.all, 'applicationBlockInfo', token] as const,
  registrationCalculator: (token: string | null) => [...accountKeys.all, 'registrationCalculator', token] as const,
};

/** Cached reads of the signed-in client's account. */
export function accountQueries(api: ApiClient) {
  return {
    userProfile: () =>
      queryOptions({
        queryKey: accountKeys.userProfile(),
        queryFn: ({ signal }) => api.GET('/api/Account/UserProfile', { signal }).then(unwrap),
      }),
    /** Why new applications are blocked (ReasonList), shown to a blocked client before any step. */
    blockInfo: (token: string | null) =>
      queryOptions({
        queryKey: accountKeys.blockInfo(token),
        queryFn: ({ signal }) => api.GET('/api/Account/SendApplicationBlockInfo', { signal }).then(unwrap),
        enabled: token !== null,
      }),
    /** The calculator priced for this client (first loan or not) and the client's saved choice. */
    registrationCalculator: (token: string | null) =>
      queryOptions({
        queryKey: accountKeys.registrationCalculator(token),
        queryFn: ({ signal }) => api.GET('/api/Account/RegistrationCalculator', { signal }).then(unwrap),
        enabled: token !== null,
      }),
  };
}
