import { Button, EmptyState, PageHeader } from '@horizontal/ui';
import type { ReactNode } from 'react';
import * as layout from '../layout.css';

export type ListScreenProps = {
  title: string;
  description?: string;
  /** "Nueva administradora": the primary action, top right. */
  createLabel: string;
  onCreate: () => void;
  /** Above the table, e.g. the administradora whose complejos are listed. */
  filters?: ReactNode;
  /** The outcome of the last action, above the table. */
  notice?: ReactNode;
  /**
   * When the list loaded and holds nothing, this invitation replaces the table: "Todavía no hay
   * administradoras" / "Cree la primera desde Nueva administradora.".
   */
  empty: { active: boolean; title: string; description: string };
  children: ReactNode;
};

/** The frame of every list (DESIGN.md): title, "Nuevo …" top right, messages, then the table. */
export function ListScreen({
  title,
  description,
  createLabel,
  onCreate,
  filters,
  notice,
  empty,
  children,
}: ListScreenProps) {
  return (
    <div className={layout.screen}>
      <PageHeader title={title} description={description} actions={<Button onClick={onCreate}>{createLabel}</Button>} />
      {filters && <div className={layout.filters}>{filters}</div>}
      {notice && <div className={layout.messages}>{notice}</div>}
      {empty.active ? (
        <EmptyState
          title={empty.title}
          description={empty.description}
          action={
            <Button variant="secondary" onClick={onCreate}>
              {createLabel}
            </Button>
          }
        />
      ) : (
        children
      )}
    </div>
  );
}
