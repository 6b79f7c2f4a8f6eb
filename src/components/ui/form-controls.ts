// The form controls shared by every form (call-back, registration, login): one look for inputs,
// labels and error lines.
import { styled } from '@/theme/stitches.config';

export const control = {
  width: '100%',
  padding: '$3',
  fontSize: '$3',
  fontFamily: 'inherit',
  color: '$text',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$sm',
  '&:focus': { outline: '2px solid $focus', outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
} as const;

export const Label = styled('label', { fontSize: '$2', fontWeight: '$medium' });
export const Input = styled('input', control);
export const Select = styled('select', control);
export const TextArea = styled('textarea', { ...control, minHeight: '96px', resize: 'vertical' });
export const ErrorText = styled('p', { margin: 0, color: '$danger', fontSize: '$1', minHeight: '18px' });
