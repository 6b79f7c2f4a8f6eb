// Issue 30: the loan choice's mode (carried / editing) and the editor's draft are a machine, not the panel's useState.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loanChoiceMachine, type LoanChoiceValue } from './loan-choice.machine';

function start() {
  const chosen: LoanChoiceValue[] = [];
  const actor = createActor(loanChoiceMachine.provide({ actions: { chosen: (_, choice) => void chosen.push(choice) } })).start();
  return { actor, chosen };
}

describe('the loan choice', () => {
  it('«Изменить» opens the editor; the sliders make a draft; saving hands the choice on and closes it', () => {
    const { actor, chosen } = start();
    expect(actor.getSnapshot().hasTag('editing')).toBe(false);
    actor.send({ type: 'choice.edit' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'draft.change', draft: { amount: 7000, term: 12 } });
    expect(actor.getSnapshot().context.draft).toEqual({ amount: 7000, term: 12 });
    actor.send({ type: 'choice.save', choice: { amount: 7000, term: 12 } });
    expect(chosen).toEqual([{ amount: 7000, term: 12 }]);
    expect(actor.getSnapshot().hasTag('editing')).toBe(false);
    expect(actor.getSnapshot().context.draft).toEqual({ amount: 7000, term: 12 });
  });

  it('nothing carried yet (the editor is open by the page\'s data): the choice is saved all the same', () => {
    const { actor, chosen } = start();
    actor.send({ type: 'draft.change', draft: { amount: 5000, term: 10 } });
    actor.send({ type: 'choice.save', choice: { amount: 5000, term: 10 } });
    expect(chosen).toEqual([{ amount: 5000, term: 10 }]);
    expect(actor.getSnapshot().value).toBe('carried');
  });
});
