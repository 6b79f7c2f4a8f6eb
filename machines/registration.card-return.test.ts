// Issue 30: the card provider's answer in the address (?cardAdded= / ?cardError=) reaches the
// registration machine with the page's arrival; the card step's loadCards gets the linked card
// from the machine, and "came back without a card" is the machine's selector, not the step's reading of the address.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { freshRegistration, registrationMachine, type CardReturn } from './registration.machine';
import { selectCardNotLinked } from './registration.selectors';

const AT_CARD = { restored: { ...freshRegistration(), currentStep: 'BANK_CARD_REGISTRATION' as const, furthestStep: 'BANK_CARD_REGISTRATION' as const } };

async function arrive(cardReturn: CardReturn | undefined, cards: Array<{ id: number; mask: string }>) {
  const asked: Array<{ cardAdded: number | null }> = [];
  const machine = registrationMachine.provide({
    actors: {
      loadCards: fromPromise(async ({ input }: { input: { cardAdded: number | null } }) => {
        asked.push(input);
        const chosen = cards.find((c) => c.id === input.cardAdded) ?? cards.at(-1);
        return { bankCardId: chosen?.id ?? null, bankCardMask: chosen?.mask ?? null };
      }),
    },
  });
  const actor = createActor(machine, { input: AT_CARD }).start();
  actor.send({ type: 'registration.arrive', step: null, signedIn: false, ...(cardReturn ? { cardReturn } : {}) });
  expect(selectCardNotLinked(actor.getSnapshot()), 'not while the cards load').toBe(false);
  const s = await waitFor(actor, (x) => x.matches({ filling: { bankCard: 'ready' } }));
  return { s, asked };
}

describe('registration: back from the card provider', () => {
  it('the card the provider linked is chosen', async () => {
    const { s, asked } = await arrive({ cardAdded: 3, cardError: null }, [{ id: 3, mask: '•••• 1111' }, { id: 4, mask: '•••• 2222' }]);
    expect(asked).toEqual([{ cardAdded: 3 }]);
    expect(s.context).toMatchObject({ bankCardId: 3, bankCardMask: '•••• 1111' });
    expect(selectCardNotLinked(s)).toBe(false);
  });

  it('back without a card: «not linked» until a card is there', async () => {
    const none = await arrive({ cardAdded: null, cardError: 'cancelled' }, []);
    expect(none.asked).toEqual([{ cardAdded: null }]);
    expect(selectCardNotLinked(none.s)).toBe(true);
    const earlier = await arrive({ cardAdded: null, cardError: 'cancelled' }, [{ id: 4, mask: '•••• 2222' }]);
    expect(selectCardNotLinked(earlier.s)).toBe(false);
  });

  it('an address without the provider\'s answer: nothing to tell', async () => {
    const { s, asked } = await arrive(undefined, []);
    expect(asked).toEqual([{ cardAdded: null }]);
    expect(selectCardNotLinked(s)).toBe(false);
  });
});
