import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { printHidden, printOnly } from '../../theme/print.css';
import * as styles from './PageHeader.css';

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Beside the title, e.g. a StatusBadge. */
  meta?: ReactNode;
  /** Top right; the primary action ("Nuevo …") last. Not printed. */
  actions?: ReactNode;
  /**
   * Under the title on paper only: whose page it is and of which day («Complejo Parque Batlle · Impreso el
   * 24/11/2026»). Absent on screen and from the accessibility tree.
   */
  printNote?: string;
};

/** The page's h1 with its actions, as every list and form starts (DESIGN.md). */
export function PageHeader({ title, description, meta, actions, printNote }: PageHeaderProps) {
  return (
    <div className={styles.root} data-slot="page-header">
      <div className={styles.text}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {meta}
        </div>
        {description && <p className={styles.description}>{description}</p>}
        {printNote && (
          <p className={cx(styles.description, printOnly)} data-slot="print-note">
            {printNote}
          </p>
        )}
      </div>
      {actions && <div className={cx(styles.actions, printHidden)}>{actions}</div>}
    </div>
  );
}
