import { expect, test } from 'vitest';
import type { AppDb } from '../../db/database';
import { siteSettingsReader } from './read';

/** A database with one settings row whose reads are counted; `fail` makes the next read throw. */
function fakeDb(initial: { ReCaptchaEnabled: boolean }) {
  const state = { value: initial, reads: 0, fail: false };
  const query = {
    select: () => query,
    where: () => query,
    executeTakeFirst: async () => {
      state.reads++;
      if (state.fail) {
        state.fail = false;
        throw new Error('database is locked');
      }
      return { value: JSON.stringify({ ...state.value, EnableChristmasLights: false, LoanStatuses: [] }) };
    },
  };
  return { db: { selectFrom: () => query } as unknown as AppDb, state };
}

test('one read serves the calls of a second, concurrent ones included; a change shows once the second is over', async () => {
  const { db, state } = fakeDb({ ReCaptchaEnabled: true });
  let now = 0;
  const read = siteSettingsReader(db, 'sf', 1000, () => now);
  const answers = await Promise.all(Array.from({ length: 50 }, () => read()));
  expect(state.reads).toBe(1);
  expect(answers.every((a) => a.ReCaptchaEnabled)).toBe(true);

  state.value = { ReCaptchaEnabled: false };
  now = 999;
  expect((await read()).ReCaptchaEnabled).toBe(true);
  now = 1000;
  expect((await read()).ReCaptchaEnabled).toBe(false);
  expect(state.reads).toBe(2);
});

test('a failed read is not kept: the next call reads again', async () => {
  const { db, state } = fakeDb({ ReCaptchaEnabled: true });
  const read = siteSettingsReader(db, 'sf', 1000, () => 0);
  state.fail = true;
  await expect(read()).rejects.toThrow('database is locked');
  expect((await read()).ReCaptchaEnabled).toBe(true);
  expect(state.reads).toBe(2);
});
