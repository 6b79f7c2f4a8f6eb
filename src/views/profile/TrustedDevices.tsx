// «Доверенные устройства» on /lk/profile-edit: the browsers that sign in with the password alone
// (GET Account/TrustedDevices) and «Забыть» for each (machines/trusted-devices.machine.ts): the
// forgotten browser's next sign-in asks for the SMS code again.
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { provideTrustedDevices, useProfileEffects } from '@/flows/profile';
import { useQueries } from '@/flows/queries';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { styled } from '@/theme/stitches.config';
import { fromIsoDate } from '@/domain/validation';

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  '& li': { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'center', justifyContent: 'space-between' },
  '& small': { display: 'block', color: '$textMuted', fontSize: '$2' },
});

const dayOf = (iso: string) => fromIsoDate(iso.slice(0, 10));

export function TrustedDevices() {
  const devices = useQuery(useQueries().profile.trustedDevices());
  const effects = useProfileEffects();
  const logic = useMemo(() => provideTrustedDevices(effects), [effects]);
  const actor = useActorRef(logic);
  const { notice, error, busyId } = useSelector(actor, (s) => s.context);
  return (
    <div>
      <h2 id="trusted-devices-title">Доверенные устройства</h2>
      <p>С этих устройств вход выполняется по паролю, без кода из SMS.</p>
      {devices.isError ? <LoadError message={devices.error.message} onRetry={() => void devices.refetch()} /> : null}
      {devices.data && devices.data.length === 0 ? <p data-testid="trusted-devices-empty">Доверенных устройств нет.</p> : null}
      {devices.data && devices.data.length > 0 ? (
        <List aria-labelledby="trusted-devices-title" data-testid="trusted-devices">
          {devices.data.map((device) => (
            <li key={device.Id} data-testid="trusted-device">
              <span>
                {device.Name}
                {device.Current ? ' — это устройство' : ''}
                <small>
                  доверено {dayOf(device.TrustedAt)}, до {dayOf(device.Expires)}
                </small>
              </span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={busyId !== null}
                aria-label={`Забыть устройство ${device.Name}`}
                onClick={() => actor.send({ type: 'device.forget', id: device.Id })}
                data-testid="trusted-device-forget"
              >
                Забыть
              </Button>
            </li>
          ))}
        </List>
      ) : null}
      {notice ? (
        <Notice tone="success" role="status" data-testid="trusted-devices-notice">
          {notice}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" role="alert" data-testid="trusted-devices-error">
          {error}
        </Notice>
      ) : null}
    </div>
  );
}
