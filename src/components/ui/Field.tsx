// Labelled form field with its error, wired for screen readers.
import type { ReactNode } from 'react';
import { styled } from '@/theme/stitches.config';

const Box = styled('div', {
  display: 'grid',
  gap: '$1',
  '& input, & textarea, & select': {
    font: 'inherit',
    padding: '$2 $3',
    minHeight: '44px',
    border: '1px solid $textMuted',
    borderRadius: '$sm',
    backgroundColor: '$surface',
    color: '$text',
  },
  '& [aria-invalid="true"]': { borderColor: '$danger' },
});
const Label = styled('label', { fontWeight: '$medium', fontSize: '$2' });
const ErrorText = styled('p', { color: '$danger', fontSize: '$2', margin: 0 });

export function Field({ id, label, error, children }: { id: string; label: string; error?: string | null; children: ReactNode }) {
  return (
    <Box>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Box>
  );
}
