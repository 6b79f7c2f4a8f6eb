// The ombudsman appeal's machine with its real effects (design-notes §3): the form's rules, and the
// appeal sent with a reCAPTCHA v3 token (action 'homepage', requirements §7.5) when the site asks for one.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { appealForm, ombudsmenMachine } from '@machines/ombudsmen.machine';
import { submitOmbudsmenAppeal } from '@/api/ombudsmen';
import { placeErrors } from './server-errors';
import { appealSchema } from './appeal-form';
import { useRuntimeConfig } from './config-context';
import { settingsQuery } from './data/content-queries';
import { useSessionServices } from './session/SessionProvider';
import { fetchCaptchaToken } from './third-party/captcha-token';
import { useCaptchaLoader } from './third-party/root-actors';

const BY_CODE = { NAME_INVALID: 'name', PHONE_INVALID: 'phone', EMAIL_INVALID: 'email', TEXT_INVALID: 'text' } as const;
const BY_BODY_FIELD = { Name: 'name', Phone: 'phone', Email: 'email', Text: 'text' } as const;

export function useOmbudsmenAppealLogic() {
  const { clients } = useSessionServices();
  const queryClient = useQueryClient();
  const { captchaSiteKey } = useRuntimeConfig();
  const captcha = useCaptchaLoader();
  return useMemo(
    () =>
      ombudsmenMachine.provide({
        actors: {
          appealForm: appealForm(appealSchema),
          sendAppeal: fromPromise(async ({ input: { values } }) => {
            try {
              const settings = await queryClient.fetchQuery(settingsQuery());
              // Without a token the server decides (it may refuse with its own message).
              const token = settings.ReCaptchaEnabled ? ((await fetchCaptchaToken(captcha, captchaSiteKey, 'homepage')) ?? '') : '';
              const email = values.email.trim();
              await submitOmbudsmenAppeal(clients.api, { Name: values.name.trim(), Phone: values.phone, ...(email ? { Email: email } : {}), Text: values.text.trim(), CaptchaToken: token });
            } catch (error) {
              throw placeErrors(error, BY_CODE, BY_BODY_FIELD);
            }
          }),
        },
      }),
    [clients.api, queryClient, captcha, captchaSiteKey],
  );
}
