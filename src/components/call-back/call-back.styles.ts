import { keyframes, styled } from '@/theme/stitches.config';

export const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });

export const Lead = styled('p', { margin: '0 0 $2', color: '$textMuted', fontSize: '$2' });

export const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });

export { ErrorText, Input, Label, TextArea, control as inputClass } from '../ui/form-controls';

export const Hint = styled('p', { margin: 0, color: '$textMuted', fontSize: '$1' });

export const CaptchaBox = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', minHeight: '18px' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const Spinner = styled('span', {
  display: 'inline-block',
  width: '18px',
  height: '18px',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '$round',
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
});

export const Submit = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '48px',
  padding: '$3 $6',
  border: 0,
  borderRadius: '$round',
  backgroundColor: '$brand',
  color: '$onBrand',
  fontSize: '$3',
  fontWeight: '$bold',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$brandHover' },
  '&:disabled': { opacity: 0.7, cursor: 'default' },
});

export const Success = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  padding: '$5 0',
  textAlign: 'center',
  fontSize: '$4',
});
