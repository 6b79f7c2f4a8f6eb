// Look of the account forms (registration and login share it).
import { keyframes, styled } from '@/theme/stitches.config';

export const Page = styled('section', {
  maxWidth: '560px',
  margin: '0 auto',
  padding: '$6 $4 $8',
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
});

export const Title = styled('h1', { margin: 0, fontSize: '$6', lineHeight: '$tight' });
export const Subtitle = styled('h2', { margin: 0, fontSize: '$5', lineHeight: '$tight' });
export const Lead = styled('p', { margin: 0, color: '$textMuted' });

/** A step that is not a form (card, scoring): the same spacing between title, text and actions as a form. */
export const StepBox = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4' });
export const FormBox = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
export const Row = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: '1fr 1fr' } });
export const FieldBox = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
export { control, ErrorText, Input, Label, Select } from '../ui/form-controls';
export const Hint = styled('p', { margin: 0, color: '$textMuted', fontSize: '$1' });

export const CheckRow = styled('label', { display: 'flex', alignItems: 'flex-start', gap: '$2', minHeight: '24px', fontSize: '$2', cursor: 'pointer' });

export const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });

export { Notice } from '../ui/Notice';

export const LinkButton = styled('button', {
  padding: 0,
  border: 0,
  background: 'none',
  color: '$brand',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:disabled': { color: '$textMuted', cursor: 'default', textDecoration: 'none' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const Spinner = styled('span', {
  display: 'inline-block',
  width: '18px',
  height: '18px',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '$round',
  animation: `${spin} 0.8s linear infinite`,
});
