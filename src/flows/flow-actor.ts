// A screen's flow actor (useActorRef) that the app's inspector context sees: undefined in the app;
// the model-based tests give one to record what the screen's own actor did (tests/model/ui).
import { useActorRef } from '@xstate/react';
import { useContext } from 'react';
import type { ActorOptions, Actor, AnyActorLogic } from 'xstate';
import { ActorInspectContext } from './actor-inspect';

export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {}): Actor<TLogic> {
  const inspect = useContext(ActorInspectContext);
  // useActorRef's options are typed per logic (required input); the caller's options are that type already.
  return useActorRef(logic as AnyActorLogic, { ...options, inspect } as ActorOptions<AnyActorLogic>) as unknown as Actor<TLogic>;
}
