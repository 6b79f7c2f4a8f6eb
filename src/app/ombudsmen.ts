// The appeal to the financial ombudsman, bound to the session's client; the captcha token is
// asked for at the moment of sending (SPEC §7.5).
import { useMutation } from '@tanstack/react-query';
import { submitOmbudsmenAppeal, type OmbudsmenAppeal } from '../api/ombudsmen';
import { useSessionServices } from './session/SessionProvider';

export type OmbudsmenAppealFields = Omit<OmbudsmenAppeal, 'CaptchaToken'>;

export function useOmbudsmenAppeal(captchaToken: () => Promise<string>) {
  const { clients } = useSessionServices();
  return useMutation({ mutationFn: async (appeal: OmbudsmenAppealFields) => submitOmbudsmenAppeal(clients.api, { ...appeal, CaptchaToken: await captchaToken() }) });
}
