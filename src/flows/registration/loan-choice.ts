// The amount and term an application carries: typed on this device (the calculator's query or
// the page's editor), else the choice the client saved on the server; never defaults.
import { useEffect, useMemo, useRef } from 'react';
import { loanChoiceMachine, type LoanChoiceValue } from '@machines/loan-choice.machine';
import type { RegistrationData } from '@machines/registration.machine';
import type { AccountApi } from '@/api/account';
import { withServerMessage } from '@/api/errors';
import { rublesToKopecks } from '@/domain/money';
import { NO_CHOICE_MESSAGE, SCORING_CONNECTION_MESSAGE, storedLoanChoice } from '@/flows/registration/registration-logic';

export { SCORING_CONNECTION_MESSAGE };

export async function chosenLoan(api: AccountApi, steps: RegistrationData['steps']) {
  const choice = storedLoanChoice(steps);
  if (choice) return { Amount: rublesToKopecks(choice.amount), Term: choice.term };
  const saved = await withServerMessage(() => api.registrationCalculator(), SCORING_CONNECTION_MESSAGE);
  if (!saved.IsChosen) throw new Error(NO_CHOICE_MESSAGE);
  return { Amount: saved.Amount, Term: saved.Term };
}

/** The loan choice's machine (mode and draft) handing each choice made to `onChosen` (the latest one given). */
export function useLoanChoiceLogic(onChosen: (choice: LoanChoiceValue) => void) {
  const latest = useRef(onChosen);
  useEffect(() => {
    latest.current = onChosen;
  }, [onChosen]);
  return useMemo(() => loanChoiceMachine.provide({ actions: { chosen: (_, choice) => latest.current(choice) } }), []);
}
