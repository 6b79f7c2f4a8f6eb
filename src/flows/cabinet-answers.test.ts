// The page's inlined answers go under the app's own query keys, for the token they were made
// with only, and the session's first load takes each seeded answer once (issue 32).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { tokenTag } from '@/domain/token-tag';
import { loansQueries } from '@/api/loans';
import { readCabinetAnswers, seedCabinetAnswers } from './cabinet-answers';
import { takeSeededAnswer } from './seeded-answers';
import { userQueries } from './session/user-queries';

const TOKEN = 'token-of-client-one';
const page = (token: string, answers: Record<string, unknown>) => JSON.stringify({ for: tokenTag(token), answers });
const user = userQueries(null as never);
const loans = loansQueries(null as never);

/** A document with the answers element, as the server writes it. */
function documentWith(json: string) {
  let removed = false;
  const element = { textContent: json, remove: () => (removed = true) };
  return { doc: { getElementById: (id: string) => (id === 'cabinet-answers' && !removed ? element : null) } as unknown as Document, removed: () => removed };
}

describe('readCabinetAnswers', () => {
  test('each answer under the key of the query that asks for it; the token-keyed ones under this token', () => {
    const entries = readCabinetAnswers(
      page(TOKEN, { '/api/Account/UserProfile': { Id: 1 }, '/api/Loans?inActualState=false&v=1': [{ Id: 7 }], '/api/Loans/7/NextPayment': { PaymentAmount: 100 } }),
      TOKEN,
    );
    expect(entries).toEqual([
      { key: user.profile(TOKEN).queryKey, data: { Id: 1 } },
      { key: user.loans().queryKey, data: [{ Id: 7 }] },
      { key: loans.nextPayment(7).queryKey, data: { PaymentAmount: 100 } },
    ]);
  });

  test('nothing for another token, no token, a broken page or a path the app never asks', () => {
    const json = page(TOKEN, { '/api/Account/UserProfile': { Id: 1 } });
    expect(readCabinetAnswers(json, 'token-of-client-two')).toEqual([]);
    expect(readCabinetAnswers(json, null)).toEqual([]);
    expect(readCabinetAnswers('{"for":', TOKEN)).toEqual([]);
    expect(readCabinetAnswers(JSON.stringify({ for: tokenTag(TOKEN), answers: [] }), TOKEN)).toEqual([]);
    expect(readCabinetAnswers(page(TOKEN, { '/api/Cards': [] }), TOKEN)).toEqual([]);
  });
});

test('seeded once into the cache, after a yield to the browser; the session’s first load takes each seeded answer once', async () => {
  const queryClient = new QueryClient();
  const { doc, removed } = documentWith(page(TOKEN, { '/api/Account/UserProfile': { Id: 1 } }));
  const key = user.profile(TOKEN).queryKey;
  let cachedAtYield: unknown = 'not yielded';
  const between = async () => void (cachedAtYield = queryClient.getQueryData(key));
  expect(await seedCabinetAnswers(queryClient, TOKEN, between, doc)).toBe(true);
  expect(cachedAtYield).toBeUndefined();
  expect(removed()).toBe(true);
  expect(queryClient.getQueryData(key)).toEqual({ Id: 1 });
  expect(takeSeededAnswer(queryClient, key)).toBe(true);
  expect(takeSeededAnswer(queryClient, key)).toBe(false);
  expect(takeSeededAnswer(queryClient, user.loans().queryKey)).toBe(false);
});

test('a page without answers seeds nothing', async () => {
  const queryClient = new QueryClient();
  expect(await seedCabinetAnswers(queryClient, TOKEN, async () => {}, { getElementById: () => null } as unknown as Document)).toBe(false);
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});
