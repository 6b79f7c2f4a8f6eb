// A screen's flow actor (useActorRef) that the inspector context sees (the model-based tests give
// one to record what the screen's own actor did, tests/model/ui) and the app's observers too.
import { useActorRef } from '@xstate/react';
import { useContext } from 'react';
import type { ActorOptions, Actor, AnyActorLogic } from 'xstate';
import { ActorInspectContext } from './actor-inspect';
import { withInspector } from './inspector';

export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {}): Actor<TLogic> {
  const inspect = useContext(ActorInspectContext);
  // useActorRef's options are typed per logic (required input); the caller's options are that type already.
  // withInspector: the app's own observers (the viewer, the transition counts) see it too.
  return useActorRef(logic as AnyActorLogic, withInspector({ ...options, inspect }) as ActorOptions<AnyActorLogic>) as unknown as Actor<TLogic>;
}
