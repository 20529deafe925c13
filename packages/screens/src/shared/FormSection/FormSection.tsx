import type { ReactNode } from 'react';
import * as styles from './FormSection.css';

export type FormSectionProps = {
  title: string;
  description?: string;
  /** Two columns for short fields side by side; one for long text. */
  columns?: 1 | 2;
  children: ReactNode;
};

/** A named group of fields; the legend is what a screen reader announces on entering it. */
export function FormSection({ title, description, columns = 2, children }: FormSectionProps) {
  return (
    <fieldset className={styles.section} data-slot="form-section">
      <legend className={styles.legend}>{title}</legend>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.fields[columns]}>{children}</div>
    </fieldset>
  );
}
