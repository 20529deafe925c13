import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Beside the title, e.g. a StatusBadge. */
  meta?: ReactNode;
  /** Top right; the primary action ("Nuevo …") last. */
  actions?: ReactNode;
};

/** The page's h1 with its actions, as every list and form starts (DESIGN.md). */
export function PageHeader({ title, description, meta, actions }: PageHeaderProps) {
  return (
    <div className={styles.root} data-slot="page-header">
      <div className={styles.text}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {meta}
        </div>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
