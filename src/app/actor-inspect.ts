// An inspector for the app's actors: undefined in the app; model-based tests give one to record
// the transitions the machines take while a path runs against the screens.
import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, InspectionEvent } from 'xstate';

export const ActorInspectContext = createContext<((event: InspectionEvent) => void) | undefined>(undefined);

/**
 * A view's flow actor (one per visit of its screen), seen by the model tests' inspector when one
 * is given: the actor's options as `useActorRef`'s, with the inspection added.
 */
export function useFlowActorRef<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>): ActorRefFrom<TLogic> {
  const inspect = useContext(ActorInspectContext);
  return (useActorRef as (logic: TLogic, options?: ActorOptions<TLogic>) => ActorRefFrom<TLogic>)(logic, inspect ? { ...options, inspect } : options);
}
