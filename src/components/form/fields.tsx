// Inputs of the account forms: label, control and the error beside it.
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { MASK_OPTIONS, MASK_PLACEHOLDERS, type MaskKind } from '@/domain/masks';
import { css } from '@/theme/stitches.config';
import { CheckRow, ErrorText, FieldBox, Hint, Input, Label, control } from './styles';

const maskedClass = css(control);

/** What a field needs from its form: the error to show and the events it reports. */
export interface FieldBinding {
  error: string | null;
  onBlur: () => void;
  onFocus: () => void;
}

interface Common extends FieldBinding {
  id: string;
  label: string;
  value: string;
  hint?: ReactNode;
}

function ErrorLine({ id, error }: { id: string; error: string | null }) {
  return (
    <ErrorText id={`${id}-error`} data-testid={`${id}-error`} role={error ? 'alert' : undefined}>
      {error}
    </ErrorText>
  );
}

type TextProps = Common & {
  onChange: (value: string) => void;
  /** What the value must be, shown under the field from the start and read with it. */
  rule?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'list'>;

export function TextField({ id, label, value, error, onBlur, onFocus, onChange, hint, rule, ...rest }: TextProps) {
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        onBlur={onBlur}
        onFocus={onFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={rule ? `${id}-rule ${id}-error` : `${id}-error`}
        {...rest}
      />
      {/* The rule is told before the first try, not only in the error after a submit (issue 28). */}
      {rule ? <Hint id={`${id}-rule`}>{rule}</Hint> : null}
      {hint}
      <ErrorLine id={id} error={error} />
    </FieldBox>
  );
}

type MaskedProps = Common & {
  mask: MaskKind;
  onChange: (masked: string) => void;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'text';
};

export function MaskedField({ id, label, value, error, onBlur, onFocus, onChange, mask, autoComplete, inputMode = 'numeric', hint }: MaskedProps) {
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <IMaskInput
        {...MASK_OPTIONS[mask]}
        id={id}
        name={id}
        className={maskedClass()}
        inputMode={inputMode}
        type={mask === 'phone' ? 'tel' : 'text'}
        autoComplete={autoComplete}
        placeholder={MASK_PLACEHOLDERS[mask]}
        value={value}
        onAccept={(masked: string) => onChange(masked)}
        onBlur={onBlur}
        onFocus={onFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      {hint}
      <ErrorLine id={id} error={error} />
    </FieldBox>
  );
}

interface CheckProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  children: ReactNode;
}

export function CheckboxField({ id, checked, onChange, error, children }: CheckProps) {
  return (
    <FieldBox>
      <CheckRow htmlFor={id}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <span>{children}</span>
      </CheckRow>
      <ErrorLine id={id} error={error} />
    </FieldBox>
  );
}
