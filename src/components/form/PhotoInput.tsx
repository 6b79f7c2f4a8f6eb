// A photo picker in the site's look: the browser's own file input («Choose File / No file
// chosen», in the browser's language) stays in the page for keyboard, screen readers and
// tests, but out of sight; a button-looking label opens it and the chosen file is named in Russian.
import { useState, type ChangeEvent } from 'react';
import { buttonStyle } from '../ui/Button';
import { styled } from '@/theme/stitches.config';
import { FieldBox, Hint, Label } from './styles';

const HiddenInput = styled('input', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const PickButton = styled('label', {
  ...buttonStyle,
  alignSelf: 'flex-start',
  // The real input sits just before it: its keyboard focus shows on the button.
  [`${HiddenInput}:focus-visible + &`]: { outline: '3px solid $focus', outlineOffset: '2px' },
  [`${HiddenInput}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
});

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
const FileName = styled('span', { color: '$textMuted', fontSize: '$2', overflowWrap: 'anywhere' });

export const NO_FILE_CHOSEN = 'Файл не выбран';

interface Props {
  id: string;
  label: string;
  hint: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The file the server already holds (shown instead of the last one picked here). */
  fileName?: string;
  describedBy?: string;
  /** The types the picker offers (the server checks the bytes again). */
  accept?: string;
  /** The button's text before and after a file is chosen. */
  pickText?: readonly [first: string, again: string];
}

const PHOTO_PICK = ['Выбрать фото', 'Выбрать другое фото'] as const;

export function PhotoInput({ id, label, hint, onFile, disabled = false, fileName, describedBy, accept = 'image/jpeg,image/png', pickText = PHOTO_PICK }: Props) {
  const [picked, setPicked] = useState('');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after an error) fires a change.
    event.target.value = '';
    if (!file) return;
    setPicked(file.name);
    onFile(file);
  };
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <HiddenInput id={id} type="file" accept={accept} onChange={onChange} disabled={disabled} aria-describedby={describedBy ?? `${id}-hint`} />
        <PickButton htmlFor={id} variant="secondary" data-testid={`${id}-pick`}>
          {fileName || picked ? pickText[1] : pickText[0]}
        </PickButton>
        <FileName data-testid={`${id}-name`}>{fileName || picked || NO_FILE_CHOSEN}</FileName>
      </Row>
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </FieldBox>
  );
}
