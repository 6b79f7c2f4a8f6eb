// For the scoring-failure page (/lk/scoring-failure): call once the page is shown, so the
// post-login routing sends the client to the profile next time (SPEC §2.5 rule 5, PageWasVisited).
import { useCallback } from 'react';
import { SessionActor } from './SessionProvider';

export function useMarkFailurePageVisited(): () => void {
  const actor = SessionActor.useActorRef();
  return useCallback(() => actor.send({ type: 'failures.pageVisited' }), [actor]);
}
