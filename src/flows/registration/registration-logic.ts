// The loan choice an application carries (the /creation query carries the calculator's amount
// and term, SPEC §2.1) and the scoring messages.
import { positiveInt, readQuery } from '@/domain/page-query';
import type { RegistrationData } from '@machines/registration.machine';

export interface LoanChoice {
  /** Roubles, as the calculator shows them. */
  amount: number;
  /** Days. */
  term: number;
}

/** `?amount=15000&term=21` → the choice, or null when absent or not positive whole numbers. */
export function loanChoiceFromQuery(search: string): LoanChoice | null {
  const { amount, term } = readQuery(search, { amount: positiveInt, term: positiveInt });
  return amount !== null && term !== null ? { amount, term } : null;
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
