// The dashboard's loan-status statechart (machines/loan-status.machine.ts) bound to the cache:
// every loans answer is sent to it as `loan.synced`, and while the server decides it asks for the
// loans again by invalidating them (DESIGN §3: provided only in src/flows/).
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useContext, useEffect, useMemo } from 'react';
import { loanStatusMachine } from '@machines/loan-status.machine';
import type { Loan } from '@/api/loans';
import { loansKeys } from '@/api/loans';
import { ActorInspectContext } from './actor-inspect';

export function useLoanStatus(last: Loan | undefined) {
  const queryClient = useQueryClient();
  const inspect = useContext(ActorInspectContext);
  const logic = useMemo(
    () => loanStatusMachine.provide({ actions: { refreshLoans: () => void queryClient.invalidateQueries({ queryKey: loansKeys.all }) } }),
    [queryClient],
  );
  const actor = useActorRef(logic, { input: { loan: last }, inspect });
  useEffect(() => actor.send({ type: 'loan.synced', loan: last }), [actor, last]);
  return actor;
}
