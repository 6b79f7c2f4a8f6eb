// The registration step in the address, `?step=<STEP NAME>` (docs/decisions.md): each move to
// another step adds a history entry, so the browser's Back and Forward move between the steps
// the client visited, through the machine's guard (step.visit: only a visited step, never
// SCORING); an address the machine refuses is replaced by the current step. On arrival the page
// tells the machine the address once (registration.arrive): the calculator's `?amount=&term=`,
// the step asked for, the card provider's answer and whether the client is signed in; the machine
// asks the server for a signed-in client's progress when it has to (StartRegistration).
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { selectCurrentStep } from '@machines/registration.selectors';
import { stepNameSchema, type RegistrationStepName } from '@machines/registration.steps';
import { selectIsAuthenticated } from '@machines/session.selectors';
import { cardReturnOf, readQuery } from '@/domain/page-query';
import { RegistrationActor } from '@/flows/registration/registration-context';
import { loanChoiceFromQuery } from '@/flows/registration/registration-logic';
import { SessionActor } from '../session/SessionProvider';

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

export type AddressMove =
  /** The address and the machine name the same step. */
  | { kind: 'agreed' }
  /** The machine moved (a step sent, ← Назад, a resume), or the address names no step: the address follows. */
  | { kind: 'follow'; replace: boolean }
  /** The address moved (Back/Forward, a typed `?step=`): the machine's guard decides. */
  | { kind: 'visit'; step: RegistrationStepName };

/**
 * The one rule of the sync: which of the two moved since they last agreed (`agreed`). A move of
 * the machine is a new history entry; the first agreement, or an address without a step, replaces the entry.
 */
export function addressMove(inAddress: RegistrationStepName | null, current: RegistrationStepName, agreed: RegistrationStepName | null): AddressMove {
  if (inAddress === current) return { kind: 'agreed' };
  if (inAddress === null || agreed !== current) return { kind: 'follow', replace: inAddress === null || agreed === null };
  return { kind: 'visit', step: inAddress };
}

/** Keeps the address and the registration machine on the same step (the registration page's one sync). */
export function useStepAddress() {
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
    actor.send({ type: 'registration.arrive', step: stepInAddress(search), signedIn, cardReturn: cardReturnOf(search), ...(choice ? { choice: { ...choice } } : {}) });
    // Once per visit of the page: later address changes are history moves (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!arrived) return;
    const move = addressMove(stepInAddress(search), current, agreed.current);
    if (move.kind === 'agreed') {
      agreed.current = current;
    } else if (move.kind === 'follow') {
      agreed.current = current;
      navigate(addressOfStep(path, search, current), { replace: move.replace });
    } else {
      actor.send({ type: 'step.visit', step: move.step });
      const now = actor.getSnapshot().context.currentStep;
      agreed.current = now;
      if (now !== move.step) navigate(addressOfStep(path, search, now), { replace: true });
    }
  }, [actor, arrived, current, navigate, path, search]);
}
