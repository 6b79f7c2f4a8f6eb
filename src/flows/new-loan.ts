// The repeat loan (machines/new-loan.machine.ts) with its real calls (DESIGN §3: provided only in
// src/flows/): the client's loans decide whether a new application is possible, then the scoring.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { newLoanMachine, type LoanRequest, type ScoringState } from '@machines/new-loan.machine';
import type { AccountApi } from '@/api/account';
import { withServerMessage } from '@/api/errors';
import { loansKeys, loansQueries } from '@/api/loans';
import type { ApiClients } from '@/api/clients';
import { rublesToKopecks } from '@/domain/money';
import { NEW_LOAN_NOT_NOW } from '@/domain/new-loan';
import { scoringStatus } from './registration/registration-effects';
import { CONNECTION_MESSAGE } from './sms-signing';
import { useSessionServices } from './session/SessionProvider';


const answered = <T>(call: () => Promise<T>) => withServerMessage(call, CONNECTION_MESSAGE);

export function provideNewLoan(api: AccountApi, clients: Pick<ApiClients, 'api'>, queryClient: QueryClient) {
  const state = (answer: { Id: number; Status: string }): ScoringState => ({ id: answer.Id, status: scoringStatus(answer.Status) });
  return newLoanMachine.provide({
    actors: {
      checkEligible: fromPromise(async (): Promise<string | null> => {
        const loans = await answered(() => queryClient.fetchQuery({ ...loansQueries(clients.api).list(), staleTime: 0 }));
        const open = loans.find((loan) => NEW_LOAN_NOT_NOW[loan.Status] !== undefined);
        return open ? NEW_LOAN_NOT_NOW[open.Status]! : null;
      }),
      requestScoring: fromPromise(async ({ input }: { input: LoanRequest }) =>
        state(await answered(() => api.requestScoring({ Amount: rublesToKopecks(input.amount), Term: input.term }))),
      ),
      checkScoring: fromPromise(async ({ input }: { input: { id: number } }) => state(await answered(() => api.checkScoringAnswer(input.id)))),
    },
    actions: {
      loansChanged: () => void queryClient.invalidateQueries({ queryKey: loansKeys.all }),
    },
  });
}

export function useNewLoanLogic() {
  const { api, clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => provideNewLoan(api, clients, queryClient), [api, clients, queryClient]);
}
