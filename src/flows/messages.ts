// The inbox machine (machines/messages.machine.ts) with its real call (DESIGN §3).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { messagesMachine } from '@machines/messages.machine';
import { createMessagesApi, messagesKeys } from '@/api/messages';
import { useSessionServices } from './session/SessionProvider';

export function useMessagesLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const api = createMessagesApi(clients.api);
    return messagesMachine.provide({
      actors: { markRead: fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }): Promise<unknown> => api.markRead([input.id], signal)) },
      actions: { messagesChanged: () => void queryClient.invalidateQueries({ queryKey: messagesKeys.all }) },
    });
  }, [clients.api, queryClient]);
}
