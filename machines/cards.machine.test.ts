import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cardsMachine, type CardsInput } from './cards.machine';

function start(fail = false, input: CardsInput = {}) {
  const opened: string[] = [];
  const calls: string[] = [];
  const actor = createActor(
    cardsMachine.provide({
      actors: {
        startCardLink: fromPromise(async (): Promise<{ Url: string | null }> => ({ Url: '/sandbox/payment/card?session=s' })),
        setDefaultCard: fromPromise(async ({ input }: { input: { cardId: number } }): Promise<unknown> => {
          calls.push(`default ${input.cardId}`);
          if (fail) throw new Error('Карта не найдена');
          return { Success: true };
        }),
        selectCardForLoan: fromPromise(async ({ input }: { input: { cardId: number; loanId: number } }): Promise<unknown> => void calls.push(`loan ${input.loanId} card ${input.cardId}`)),
      },
      actions: { openProvider: (_, params) => void opened.push(params.url) },
    }),
    { input },
  ).start();
  return { actor, opened, calls };
}

describe('cards machine', () => {
  test('adding a card leaves for the provider page', async () => {
    const { actor, opened } = start();
    actor.send({ type: 'card.add' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(opened).toEqual(['/sandbox/payment/card?session=s']);
  });

  test('one action at a time; each ends with a notice', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'card.makeDefault', cardId: 2 });
    actor.send({ type: 'card.selectForLoan', cardId: 3, loanId: 9 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.notice).toBe('Основная карта изменена.');
    actor.send({ type: 'card.selectForLoan', cardId: 3, loanId: 9 });
    await waitFor(actor, (s) => s.matches('idle') && s.context.notice !== 'Основная карта изменена.');
    expect(calls).toEqual(['default 2', 'loan 9 card 3']);
  });

  test("a refusal shows the server's message", async () => {
    const { actor } = start(true);
    actor.send({ type: 'card.makeDefault', cardId: 2 });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Карта не найдена', busyCardId: null });
  });

  test("the provider's return opens the page with its outcome, until the next action", async () => {
    expect(start(false, { cardAdded: 5 }).actor.getSnapshot().context.notice).toBe('Карта привязана и выбрана основной.');
    expect(start(false, { cardError: 'cancelled' }).actor.getSnapshot().context.notice).toBe('Привязка карты отменена.');
    expect(start(false, { cardError: 'unknown' }).actor.getSnapshot().context.notice).toBeNull();
    expect(start(false, {}).actor.getSnapshot().context.notice).toBeNull();
    const { actor } = start(false, { cardAdded: 5 });
    actor.send({ type: 'card.makeDefault', cardId: 2 });
    expect(actor.getSnapshot().context.notice).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.notice).toBe('Основная карта изменена.');
  });
});
