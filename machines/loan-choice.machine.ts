// The amount and term an application carries, as the client changes them (issue 30): the choice
// carried is shown until the client asks to change it; the editor's sliders make a draft; saving
// hands the choice on (to the registration's data, or the new loan's request) and closes the editor.
// The editor is also open while nothing is carried yet (the page decides that from its data).
import { assign, setup } from 'xstate';

export interface LoanChoiceValue {
  amount: number;
  term: number;
}

export type LoanChoiceEvent =
  | { type: 'choice.edit' }
  | { type: 'draft.change'; draft: LoanChoiceValue }
  | { type: 'choice.save'; choice: LoanChoiceValue };

export const loanChoiceMachine = setup({
  types: { context: {} as { draft: LoanChoiceValue | null }, events: {} as LoanChoiceEvent },
  actions: {
    /** The choice is made: the app hands it on. */
    chosen: (_, _choice: LoanChoiceValue) => {},
  },
}).createMachine({
  id: 'loanChoice',
  // No draft: the editor starts from the choice carried (or the server's defaults).
  context: { draft: null },
  initial: 'carried',
  on: {
    'draft.change': { actions: assign({ draft: ({ event }) => event.draft }) },
    // The draft stays the choice saved: a request that fails shows the editor as the client left it.
    'choice.save': { target: '.carried', actions: [{ type: 'chosen', params: ({ event }) => event.choice }, assign({ draft: ({ event }) => event.choice })] },
  },
  states: {
    carried: { on: { 'choice.edit': 'editing' } },
    editing: { tags: ['editing'] },
  },
});
