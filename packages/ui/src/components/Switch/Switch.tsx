import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import * as styles from './Switch.css';

export type SwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  name?: string;
  disabled?: boolean;
};

/** An on/off setting that applies at once (e.g. "Recibir notificaciones"); for form answers use Checkbox. */
export function Switch({ label, checked, onChange, hint, name, disabled }: SwitchProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.row} data-slot="switch">
      <RadixSwitch.Root
        id={id}
        className={styles.track}
        checked={checked}
        onCheckedChange={onChange}
        name={name}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={hintId}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <div className={styles.text}>
        <label id={`${id}-label`} htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
