import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export type DescriptionItem = { term: string; description: ReactNode };

export type DescriptionListProps = {
  items: readonly DescriptionItem[];
  columns?: 1 | 2 | 3;
  /** Shown where a value is missing, so an empty field is not mistaken for a loading one. */
  emptyText?: string;
};

/** Read-only fields of a record (the DETAIL mode of a screen), label over value. */
export function DescriptionList({ items, columns = 2, emptyText = '—' }: DescriptionListProps) {
  return (
    <dl className={styles.list({ columns })} data-slot="description-list">
      {items.map((item) => (
        <div key={item.term} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>
            {item.description === null || item.description === undefined || item.description === ''
              ? emptyText
              : item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
