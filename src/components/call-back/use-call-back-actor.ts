// Starts the call-back machine with its real effects once the captcha flag is known (the machine
// reads it at start). Kept for the app's lifetime, so typed text survives closing the modal.
import { useEffect, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { callBackMachine } from '../../../machines/call-back.machine';
import { ModalsActor } from '../../app/actors';
import { useSessionServices } from '../../app/session/SessionProvider';
import { fetchCaptchaToken, type CaptchaConfig } from '../captcha/captcha-service';
import type { CallBackActorRef } from './call-back-actor';
import { submitCallBack } from './submit-call-back';

export function useCallBackActor(captchaEnabled: boolean | null, captcha: CaptchaConfig): CallBackActorRef | null {
  const modals = ModalsActor.useActorRef();
  const { api } = useSessionServices().clients;
  const [actor, setActor] = useState<CallBackActorRef | null>(null);

  useEffect(() => {
    if (captchaEnabled === null) return;
    const started = createActor(
      callBackMachine.provide({
        actors: {
          getCaptchaToken: fromPromise(({ input }) => fetchCaptchaToken(captcha, input.action)),
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
  }, [captchaEnabled, captcha, modals, api]);

  return actor;
}
