import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { Field } from '../components/Field';

/** What a field takes from its form, apart from its label (some fields name themselves) and its size. */
export type FieldValueProps<Value> = {
  value: Value;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  /** A message from the form or the server; it takes the place of the field's own check, if it has one. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

export type InputFieldProps = Pick<
  FieldValueProps<string>,
  'name' | 'hint' | 'error' | 'required' | 'disabled' | 'onBlur'
> & {
  label: string;
  ref?: Ref<HTMLInputElement>;
  className: string;
  /** What kind of text the input takes, as the browser and the on-screen keyboard should know it. */
  input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'spellCheck' | 'maxLength' | 'autoFocus'
  >;
  /** The text the input shows, which is not always the field's value (a draft, a formatted number). */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A single-line input under its label, with its hint and error: the wiring every text field shares, so that each
 * field only says what kind of text it takes and what it makes of it.
 */
export function InputField({
  label,
  hint,
  error,
  required,
  ref,
  className,
  input,
  name,
  value,
  disabled,
  onChange,
  onBlur,
}: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          className={className}
          {...input}
          name={name}
          value={value}
          disabled={disabled}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
