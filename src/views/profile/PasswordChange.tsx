// The password change on /lk/profile-edit: the current password and the new one twice
// (ChangePassword), through the profile edit flow. Other devices are signed out by the server.
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useMemo, useState } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import { provideProfileEdit, useProfileEffects } from '@/flows/profile';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { PasswordForm } from './EditForms';
import { useNotices } from '@/flows/notices';

type PasswordField = 'oldPassword' | 'newPassword' | 'repeat';

function PasswordFlow() {
  const effects = useProfileEffects();
  const logic = useMemo(() => provideProfileEdit('password', effects), [effects]);
  const actor = useFlowActor(logic, { input: { kind: 'password' } });
  useNotices(actor);
  const saved = useSelector(actor, (s) => s.hasTag('saved'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const form = useSelector(actor, (s) => s.children.editForm as FormActorRef<PasswordField> | undefined);
  if (saved) {
    return (
      <Notice tone="success" role="status" data-testid="password-changed">
        Пароль изменён. На других устройствах нужно будет войти заново.
      </Notice>
    );
  }
  return form ? <PasswordForm form={form} busy={busy} /> : null;
}

export function PasswordChange() {
  // Whether the form is unfolded is how the page is laid out, not a step of the flow.
  const [open, setOpen] = useState(false);
  return open ? (
    <PasswordFlow />
  ) : (
    <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="password-open">
      Сменить пароль
    </Button>
  );
}
