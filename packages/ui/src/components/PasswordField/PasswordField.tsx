import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@horizontal/domain';
import { useState } from 'react';
import type { FieldValueProps } from '../../internal/InputField';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import * as styles from './PasswordField.css';

const specials: ReadonlySet<string> = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** SPEC §5, one line per rule so that a person sees what is still missing while typing. */
export const passwordRules = [
  {
    id: 'length',
    label: `Entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres`,
    test: (value: string) => [...value].length >= PASSWORD_MIN_LENGTH && [...value].length <= PASSWORD_MAX_LENGTH,
  },
  { id: 'lowercase', label: 'Una letra minúscula', test: (value: string) => /[a-z]/.test(value) },
  { id: 'uppercase', label: 'Una letra mayúscula', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'digit', label: 'Un número', test: (value: string) => /[0-9]/.test(value) },
  {
    id: 'special',
    label: 'Un carácter especial, como ! # $ % & * ? @',
    test: (value: string) => [...value].some((character) => specials.has(character)),
  },
] as const;

export type PasswordFieldProps = FieldValueProps<string> & {
  label: string;
  autoComplete?: 'current-password' | 'new-password';
  /** Lists the password rules and ticks each one as it is met, for new passwords. */
  showRules?: boolean;
};

export function PasswordField({
  value,
  onChange,
  onBlur,
  name,
  autoComplete = 'current-password',
  disabled,
  showRules = false,
  ...field
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const rules = showRules && (
    <ul className={styles.rules} aria-label="La contraseña debe tener">
      {passwordRules.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.id} className={styles.rule} data-met={met}>
            <Icon name={met ? 'check' : 'minus'} size="sm" />
            {rule.label}
            <span className={visuallyHidden}>{met ? ': cumplido' : ': pendiente'}</span>
          </li>
        );
      })}
    </ul>
  );
  return (
    <Field {...field} extra={rules}>
      {(wiring) => (
        <div className={styles.wrapper}>
          <input
            {...wiring}
            className={`${control({ size: 'md' })} ${styles.input}`}
            type={visible ? 'text' : 'password'}
            name={name}
            value={value}
            autoComplete={autoComplete}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            aria-controls={wiring.id}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Ocultar' : 'Mostrar'}
          </button>
        </div>
      )}
    </Field>
  );
}
