// A short message box: information, an error, or a success.
import { styled } from '@/theme/stitches.config';

export const Notice = styled('p', {
  margin: 0,
  padding: '$3 $4',
  borderRadius: '$sm',
  variants: {
    tone: {
      info: { backgroundColor: '$brandSoft', color: '$text' },
      error: { backgroundColor: '#fdecea', color: '$danger' },
      success: { backgroundColor: '$brandSoft', color: '$success' },
    },
  },
  defaultVariants: { tone: 'info' },
});
