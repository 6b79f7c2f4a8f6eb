// CallBackModal (SPEC §2.6): the call-back form in a modal, shown while the modals actor has
// 'CallBackModal' open. The captcha script is loaded only while the modal is open.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { CALL_BACK_MODAL_ID } from '@machines/call-back.machine';
import { selectIsModalOpen } from '@machines/modals.machine';
import { ModalsActor } from '@/flows/actors';
import { useRuntimeConfig } from '@/flows/config-context';
import { settingsQuery } from '@/flows/data/content-queries';
import { useCaptchaLoader } from '@/flows/third-party/root-actors';
import { Spinner } from './call-back.styles';
import { CallBackForm } from './CallBackForm';
import { ModalDialog } from './ModalDialog';
import { useCallBackActor } from '@/flows/call-back';

const selectOpen = selectIsModalOpen(CALL_BACK_MODAL_ID);
const TITLE = 'Заказать обратный звонок';

export function CallBackModal() {
  const { captchaScriptUrl, captchaSiteKey } = useRuntimeConfig();
  const captcha = useMemo(() => ({ scriptUrl: captchaScriptUrl, siteKey: captchaSiteKey }), [captchaScriptUrl, captchaSiteKey]);
  const modals = ModalsActor.useActorRef();
  const open = ModalsActor.useSelector(selectOpen);
  const settings = useQuery(settingsQuery());
  // If the settings cannot be had, the form works without captcha: the server has the last word.
  const captchaEnabled = settings.isPending ? null : (settings.data?.ReCaptchaEnabled ?? false);
  const actor = useCallBackActor(captchaEnabled, captchaSiteKey);
  const loader = useCaptchaLoader();

  useEffect(() => {
    if (!open || !captchaEnabled) return;
    loader.send({ type: 'captcha.load' });
    // Closing removes the script and its badge again: other pages do not carry them.
    return () => loader.send({ type: 'captcha.unload' });
  }, [open, captchaEnabled, loader]);

  if (!open) return null;
  return (
    <ModalDialog
      id={CALL_BACK_MODAL_ID}
      title={TITLE}
      onClose={() => modals.send({ type: 'modal.close', id: CALL_BACK_MODAL_ID })}
      onEscape={() => modals.send({ type: 'key.escape' })}
    >
      {actor ? <CallBackForm actor={actor} captcha={captcha} /> : <Spinner role="progressbar" aria-label="Загрузка" />}
    </ModalDialog>
  );
}
