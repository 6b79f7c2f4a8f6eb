// The registration step in the address, `?step=<STEP NAME>` (docs/decisions.md): each move to
// another step adds a history entry, so the browser's Back and Forward move between the steps
// the client visited, through the machine's guard (step.visit: only a visited step, never
// SCORING); an address the machine refuses is replaced by the current step. Typed data stays in
// the machine. On arrival it also applies the calculator's `?amount=&term=` and, for a signed-in
// client, the progress the server saved (post-login rule 3 sends new clients to the card step).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { selectCurrentStep } from '../../../machines/registration.selectors';
import { isStepName, type RegistrationStepName } from '../../../machines/registration.steps';
import { selectIsAuthenticated } from '../../../machines/session.selectors';
import { SessionActor, useSessionServices } from '../../app/session/SessionProvider';
import { RegistrationActor, type RegistrationVariant } from './registration-context';
import { loanChoiceFromQuery } from './registration-logic';

export const STEP_PARAM = 'step';

export function stepInAddress(search: string): RegistrationStepName | null {
  const step = new URLSearchParams(search).get(STEP_PARAM);
  return isStepName(step) ? step : null;
}

/** The same address with `step` set; other parameters (amount, term, the card provider's) stay. */
export function addressOfStep(path: string, search: string, step: RegistrationStepName): string {
  const query = new URLSearchParams(search);
  query.set(STEP_PARAM, step);
  return `${path}?${query.toString()}`;
}

/** Applies the address once; calls `done` when the step it leads to is settled. */
function useArrival(variant: RegistrationVariant, done: () => void) {
  const actor = RegistrationActor.useActorRef();
  const { api } = useSessionServices();
  const isAuthenticated = SessionActor.useSelector(selectIsAuthenticated);
  const search = useSearch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const choice = loanChoiceFromQuery(search);
    if (choice) actor.send({ type: 'step.mergeData', step: 'REGISTRATION', data: { ...choice } });
    const wanted = stepInAddress(search);
    if (wanted) actor.send({ type: 'step.visit', step: wanted });
    const current = () => actor.getSnapshot().context.currentStep;
    // The server knows a signed-in client's progress when this browser does not.
    const askServer = isAuthenticated && (wanted ? current() !== wanted : current() === 'REGISTRATION');
    if (!askServer) return done();
    api
      .startRegistration(variant)
      .then((state) => {
        actor.send({ type: 'progress.confirm', step: state.CurrentStep });
        if (wanted) actor.send({ type: 'step.visit', step: wanted });
        else if (state.CurrentStep !== 'REGISTRATION' && current() === 'REGISTRATION') actor.send({ type: 'step.goTo', step: state.CurrentStep });
      })
      .catch((error: unknown) => console.warn('[registration] start:', error))
      .finally(done);
    // Once per visit of the page: later address changes are history moves (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function StepAddress({ variant }: { variant: RegistrationVariant }) {
  const actor = RegistrationActor.useActorRef();
  const current = RegistrationActor.useSelector(selectCurrentStep);
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [arrived, setArrived] = useState(false);
  // The step the address and the machine last agreed on: tells which of the two moved.
  const agreed = useRef<RegistrationStepName | null>(null);
  useArrival(variant, () => setArrived(true));

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
    // The address moved: browser Back/Forward, or a `?step=` typed in.
    actor.send({ type: 'step.visit', step: inAddress });
    const now = actor.getSnapshot().context.currentStep;
    agreed.current = now;
    if (now !== inAddress) navigate(addressOfStep(path, search, now), { replace: true });
  }, [actor, arrived, current, navigate, path, search]);
  return null;
}
