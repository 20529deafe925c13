import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  title: string;
  /** Says what to do next: "Cree la primera desde Nueva reserva." */
  description?: string;
  /** Usually the list's primary action, e.g. a "Nueva reserva" Button. */
  action?: ReactNode;
  icon?: IconName;
  headingLevel?: 2 | 3;
};

export function EmptyState({ title, description, action, icon = 'inbox', headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.root} data-slot="empty-state">
      <span className={styles.icon}>
        <Icon name={icon} size="lg" />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
