import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export type CardProps = {
  title?: string;
  description?: string;
  /** Top right of the card, e.g. a "Modificar" button. */
  actions?: ReactNode;
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
};

/** A bordered section of a page; with a title it is a named region for screen readers. */
export function Card({ title, description, actions, footer, headingLevel = 2, children }: CardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby={title ? titleId : undefined} data-slot="card">
      {(title || actions) && (
        <div className={styles.header}>
          <div className={styles.headerText}>
            {title && (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            )}
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
