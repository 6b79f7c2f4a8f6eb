// A definition list of figures: the name on the left, the value on the right in bold (the
// calculator's result, an offer's individual conditions).
import { styled } from '@/theme/stitches.config';

export const FactList = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$bold', textAlign: 'right' },
});
