import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export type SpinnerProps = {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  size?: (typeof spinnerSizes)[number];
};

export function Spinner({ label = 'Cargando…', size = 'md' }: SpinnerProps) {
  return <span role="status" aria-label={label} className={styles.spinner({ size })} data-slot="spinner" />;
}
