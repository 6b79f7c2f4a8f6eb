// Starts the call-back machine with its real effects once the captcha flag is known (the machine
// reads it at start). Kept for the app's lifetime, so typed text survives closing the modal.
import { useEffect, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { callBackMachine } from '@machines/call-back.machine';
import { ModalsActor } from './actors';
import { useSessionServices } from './session/SessionProvider';
import { fetchCaptchaToken } from './third-party/captcha-token';
import { useCaptchaLoader } from './third-party/root-actors';
import type { CallBackActorRef } from './call-back-actor';
import { submitCallBack } from '@/api/call-back';

export function useCallBackActor(captchaEnabled: boolean | null, siteKey: string): CallBackActorRef | null {
  const modals = ModalsActor.useActorRef();
  const captcha = useCaptchaLoader();
  const { api } = useSessionServices().clients;
  const [actor, setActor] = useState<CallBackActorRef | null>(null);

  useEffect(() => {
    if (captchaEnabled === null) return;
    const started = createActor(
      callBackMachine.provide({
        actors: {
          getCaptchaToken: fromPromise(({ input }) => fetchCaptchaToken(captcha, siteKey, input.action)),
          submitCallBack: fromPromise(({ input, signal }) => submitCallBack(api, input, signal)),
        },
        actions: {
          closeModal: (_, params) => modals.send({ type: 'modal.close', id: params.id }),
        },
      }),
      { input: { captchaEnabled } },
    ).start();
    setActor(started);
    return () => {
      started.stop();
      setActor(null);
    };
  }, [captchaEnabled, captcha, siteKey, modals, api]);

  return actor;
}
