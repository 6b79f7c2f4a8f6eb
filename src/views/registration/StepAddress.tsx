// The registration step in the address, `?step=<STEP NAME>` (docs/decisions.md): each move to
// another step adds a history entry, so the browser's Back and Forward move between the steps
// the client visited, through the machine's guard (step.visit: only a visited step, never
// SCORING); an address the machine refuses is replaced by the current step. On arrival the page
// tells the machine the address once (registration.arrive): the calculator's `?amount=&term=`,
// the step asked for and whether the client is signed in; the machine asks the server for a
// signed-in client's progress when it has to (StartRegistration).
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { selectCurrentStep } from '@machines/registration.selectors';
import { stepNameSchema, type RegistrationStepName } from '@machines/registration.steps';
import { readQuery } from '@/domain/page-query';
import { selectIsAuthenticated } from '@machines/session.selectors';
import { SessionActor } from '@/flows/session/SessionProvider';
import { RegistrationActor } from '@/flows/registration/registration-context';
import { loanChoiceFromQuery } from '@/flows/registration/registration-logic';

export const STEP_PARAM = 'step';

export function stepInAddress(search: string): RegistrationStepName | null {
  return readQuery(search, { [STEP_PARAM]: stepNameSchema })[STEP_PARAM];
}

/** The same address with `step` set; other parameters (amount, term, the card provider's) stay. */
export function addressOfStep(path: string, search: string, step: RegistrationStepName): string {
  const query = new URLSearchParams(search);
  query.set(STEP_PARAM, step);
  return `${path}?${query.toString()}`;
}

export function StepAddress() {
  const actor = RegistrationActor.useActorRef();
  const current = RegistrationActor.useSelector(selectCurrentStep);
  const arrived = RegistrationActor.useSelector((s) => s.matches('filling') || s.matches('scoring'));
  const signedIn = SessionActor.useSelector(selectIsAuthenticated);
  const search = useSearch();
  const [path, navigate] = useLocation();
  // The step the address and the machine last agreed on: tells which of the two moved.
  const agreed = useRef<RegistrationStepName | null>(null);

  useEffect(() => {
    const choice = loanChoiceFromQuery(search);
    actor.send({ type: 'registration.arrive', step: stepInAddress(search), signedIn, ...(choice ? { choice: { ...choice } } : {}) });
    // Once per visit of the page: later address changes are history moves (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!arrived) return;
    const inAddress = stepInAddress(search);
    if (inAddress === current) {
      agreed.current = current;
      return;
    }
    if (inAddress === null || agreed.current !== current) {
      // The machine moved (a step sent, ← Назад, a resume), or the address names no step: the
      // address follows; a move is a new history entry, the first agreement replaces the entry.
      const replace = inAddress === null || agreed.current === null;
      agreed.current = current;
      navigate(addressOfStep(path, search, current), { replace });
      return;
    }
    // The address moved: browser Back/Forward, or a `?step=` typed in; the machine's guard decides.
    actor.send({ type: 'step.visit', step: inAddress });
    const now = actor.getSnapshot().context.currentStep;
    agreed.current = now;
    if (now !== inAddress) navigate(addressOfStep(path, search, now), { replace: true });
  }, [actor, arrived, current, navigate, path, search]);
  return null;
}
