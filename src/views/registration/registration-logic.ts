// The registration machine with its real scoring calls, and the loan choice it scores
// (the /creation query carries the calculator's amount and term, SPEC §2.1).
import { fromPromise } from 'xstate';
import { registrationMachine, type RegistrationData, type ScoringAnswer } from '../../../machines/registration.machine';
import { rublesToKopecks } from '../../domain/money';
import type { AccountApi } from '../../app/session/account-api';

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

const scoringStatus = (status: string): ScoringAnswer['status'] =>
  status === 'approved' ? 'approved' : status === 'rejected' ? 'refused' : 'pending';

export function provideRegistration(api: AccountApi) {
  return registrationMachine.provide({
    actors: {
      requestScoring: fromPromise(async ({ input }: { input: { steps: RegistrationData['steps']; bankCardId: number | null } }) => {
        const choice = storedLoanChoice(input.steps);
        const body = choice
          ? { Amount: rublesToKopecks(choice.amount), Term: choice.term }
          : await api.registrationCalculator().then((c) => ({ Amount: c.Amount, Term: c.Term }));
        const answer = await api.requestScoring(body);
        return { scoringRequestId: answer.Id };
      }),
      checkScoringAnswer: fromPromise(async ({ input }: { input: { scoringRequestId: number } }) => ({
        status: scoringStatus((await api.checkScoringAnswer(input.scoringRequestId)).Status),
      })),
    },
    actions: {
      logError: (_, params) => console.warn(`[registration] ${params.where}:`, params.error),
    },
  });
}
