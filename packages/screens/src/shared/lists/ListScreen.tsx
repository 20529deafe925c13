import { Button, EmptyState, PageHeader } from '@horizontal/ui';
import type { ReactNode } from 'react';
import * as layout from '../layout.css';

export type ListScreenProps = {
  title: string;
  description?: string;
  /** "Nueva administradora": the primary action, top right. */
  createLabel: string;
  /** Absent when the profile may not create here: no button, and the empty state invites to nothing. */
  onCreate?: () => void;
  /** Above the table, e.g. the administradora whose complejos are listed. */
  filters?: ReactNode;
  /** The outcome of the last action, above the table. */
  notice?: ReactNode;
  /**
   * When the list loaded and holds nothing, this invitation replaces the table: "Todavía no hay
   * administradoras" / "Cree la primera desde Nueva administradora.". Without `onCreate` the description, which
   * invites to create, gives way to `readOnlyDescription`.
   */
  empty: { active: boolean; title: string; description: string };
  children: ReactNode;
};

/** The frame of every list (DESIGN.md): title, "Nuevo …" top right, messages, then the table. */
/** Said under an empty list's title to whom may only consult it: there is nothing yet, and nothing to do about it. */
export const readOnlyDescription = 'Su perfil permite consultar esta lista, pero no agregar registros.';

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
      <PageHeader
        title={title}
        description={description}
        actions={onCreate && <Button onClick={onCreate}>{createLabel}</Button>}
      />
      {filters && <div className={layout.filters}>{filters}</div>}
      {notice && <div className={layout.messages}>{notice}</div>}
      {empty.active ? (
        <EmptyState
          title={empty.title}
          description={onCreate ? empty.description : readOnlyDescription}
          action={
            onCreate && (
              <Button variant="secondary" onClick={onCreate}>
                {createLabel}
              </Button>
            )
          }
        />
      ) : (
        children
      )}
    </div>
  );
}
