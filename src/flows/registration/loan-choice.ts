// The amount and term an application carries: typed on this device (the calculator's query or
// the page's editor), else the choice the client saved on the server; never defaults.
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
