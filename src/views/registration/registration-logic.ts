// The registration machine with its real scoring calls, and the loan choice it scores
// (the /creation query carries the calculator's amount and term, SPEC §2.1).
import { fromPromise } from 'xstate';
import { registrationMachine, type RegistrationData, type ScoringAnswer } from '../../../machines/registration.machine';
import { withServerMessage } from '../../api/errors';
import { rublesToKopecks } from '../../domain/money';
import type { AccountApi } from '../../api/account';

export interface LoanChoice {
  /** Roubles, as the calculator shows them. */
  amount: number;
  /** Days. */
  term: number;
}

/** `?amount=15000&term=21` → the choice, or null when absent or not positive whole numbers. */
export function loanChoiceFromQuery(search: string): LoanChoice | null {
  const query = new URLSearchParams(search);
  const amount = Number(query.get('amount'));
  const term = Number(query.get('term'));
  return Number.isInteger(amount) && Number.isInteger(term) && amount > 0 && term > 0 ? { amount, term } : null;
}

export function storedLoanChoice(steps: RegistrationData['steps']): LoanChoice | null {
  const data = steps.find((s) => s.stepName === 'REGISTRATION')?.data ?? {};
  const { amount, term } = data as { amount?: unknown; term?: unknown };
  return typeof amount === 'number' && typeof term === 'number' ? { amount, term } : null;
}

/** Shown only when the application never got an answer; a refusal shows the server's own message. */
export const SCORING_CONNECTION_MESSAGE = 'Не удалось получить решение. Проверьте соединение и попробуйте ещё раз.';
/** An application carries the amount and term the client chose, never defaults (issue 11, defect 6). */
export const NO_CHOICE_MESSAGE = 'Выберите сумму и срок займа — они указаны над шагами регистрации.';

/** The client's choice: typed on this device (calculator query or the page's editor), else the one saved on the server. */
async function chosenLoan(api: AccountApi, steps: RegistrationData['steps']) {
  const choice = storedLoanChoice(steps);
  if (choice) return { Amount: rublesToKopecks(choice.amount), Term: choice.term };
  const saved = await withServerMessage(() => api.registrationCalculator(), SCORING_CONNECTION_MESSAGE);
  if (!saved.IsChosen) throw new Error(NO_CHOICE_MESSAGE);
  return { Amount: saved.Amount, Term: saved.Term };
}

const scoringStatus = (status: string): ScoringAnswer['status'] =>
  status === 'approved' ? 'approved' : status === 'rejected' ? 'refused' : 'pending';

export function provideRegistration(api: AccountApi) {
  return registrationMachine.provide({
    actors: {
      requestScoring: fromPromise(async ({ input }: { input: { steps: RegistrationData['steps']; bankCardId: number | null } }) => {
        const choice = await chosenLoan(api, input.steps);
        const answer = await withServerMessage(() => api.requestScoring(choice), SCORING_CONNECTION_MESSAGE);
        return { scoringRequestId: answer.Id };
      }),
      checkScoringAnswer: fromPromise(async ({ input }: { input: { scoringRequestId: number } }) => ({
        status: scoringStatus((await withServerMessage(() => api.checkScoringAnswer(input.scoringRequestId), SCORING_CONNECTION_MESSAGE)).Status),
      })),
    },
    actions: {
      logError: (_, params) => console.warn(`[registration] ${params.where}:`, params.error),
    },
  });
}
