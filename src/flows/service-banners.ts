// The dashboard's service banner (machines/service-banner.machine.ts) with its real calls (DESIGN §3).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { serviceBannerMachine, type BannerAnswer } from '@machines/service-banner.machine';
import { createServiceBannersApi, serviceBannersKeys } from '@/api/service-banners';
import { withServerMessage } from '@/api/errors';
import { CONNECTION_MESSAGE } from './sms-signing';
import { useSessionServices } from './session/SessionProvider';

export function useServiceBannerLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const api = createServiceBannersApi(clients.api);
    return serviceBannerMachine.provide({
      actors: {
        countShow: fromPromise(({ input, signal }: { input: { bannerId: number }; signal: AbortSignal }): Promise<unknown> => api.countShow(input.bannerId, signal)),
        sendAnswer: fromPromise(({ input }: { input: { bannerId: number; answer: BannerAnswer } }): Promise<unknown> =>
          withServerMessage(
            () => (input.answer.kind === 'text' ? api.inputAnswer(input.bannerId, input.answer.text) : api.answer(input.bannerId, input.answer.answerId)),
            CONNECTION_MESSAGE,
          ),
        ),
      },
      // Refetched when the client next opens the dashboard: the thanks stays on screen meanwhile.
      actions: { bannersChanged: () => void queryClient.invalidateQueries({ queryKey: serviceBannersKeys.lk(), refetchType: 'none' }) },
    });
  }, [clients.api, queryClient]);
}
