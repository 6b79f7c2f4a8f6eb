// Five progress segments for the seven steps (SPEC §9 stepCount 5).
import { shallowEqual } from '@xstate/react';
import { selectProgress } from '@machines/registration.selectors';
import { styled } from '@/theme/stitches.config';
import { RegistrationActor } from '@/flows/registration/registration-context';

const Bar = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '$1' });
const Segment = styled('span', {
  height: '6px',
  borderRadius: '$round',
  backgroundColor: '$border',
  variants: { done: { true: { backgroundColor: '$brand' } } },
});
const Caption = styled('p', { margin: '0 0 $2', fontSize: '$2', color: '$textMuted' });

export function RegistrationProgress() {
  const { current, total } = RegistrationActor.useSelector(selectProgress, shallowEqual);
  return (
    <div>
      <Caption data-testid="progress-caption">
        Шаг {current} из {total}
      </Caption>
      <Bar role="progressbar" aria-label="Прогресс регистрации" aria-valuemin={1} aria-valuemax={total} aria-valuenow={current}>
        {Array.from({ length: total }, (_, i) => (
          <Segment key={i} done={i < current} />
        ))}
      </Bar>
    </div>
  );
}
