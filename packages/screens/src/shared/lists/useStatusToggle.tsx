import type { ActiveStatus } from '@horizontal/domain';
import type { DataTableRowAction } from '@horizontal/ui';
import type { ActionResult } from '../forms';
import { useConfirmedAction } from './useConfirmedAction';

/** What the change means for the person, under the question. */
export type StatusDescriptions = { deactivate: string; activate: string };

export type StatusToggleOptions<Row> = {
  /** Who the question and the outcome name, with the article that fits the noun: "al empleado Ana Pérez". */
  whom: (row: Row) => string;
  descriptions: StatusDescriptions;
  onStatusChange: (row: Row, status: ActiveStatus) => Promise<ActionResult>;
};

/** For people who sign in to Horizontal (employees, users): their status is their access. */
export const signInStatusDescriptions: StatusDescriptions = {
  deactivate: 'No podrá ingresar al sistema hasta que lo vuelva a activar.',
  activate: 'Podrá volver a ingresar con su correo electrónico y su contraseña.',
};

/**
 * The row action that activates or deactivates a person, confirmed first because it changes what that person
 * can do; the list renders `dialog` and `notice` as with useConfirmedAction.
 */
export function useStatusToggle<Row extends { status: ActiveStatus }>({
  whom,
  descriptions,
  onStatusChange,
}: StatusToggleOptions<Row>) {
  const confirmed = useConfirmedAction();

  const ask = (row: Row) => {
    const named = whom(row);
    confirmed.ask(
      row.status === 'activo'
        ? {
            title: `¿Desactivar ${named}?`,
            description: descriptions.deactivate,
            confirmLabel: 'Desactivar',
            tone: 'danger',
            run: () => onStatusChange(row, 'inactivo'),
            successMessage: `Se desactivó ${named}.`,
          }
        : {
            title: `¿Activar ${named}?`,
            description: descriptions.activate,
            confirmLabel: 'Activar',
            tone: 'primary',
            run: () => onStatusChange(row, 'activo'),
            successMessage: `Se activó ${named}.`,
          },
    );
  };

  const action = (row: Row): DataTableRowAction =>
    row.status === 'activo'
      ? { label: 'Desactivar', tone: 'danger', onSelect: () => ask(row) }
      : { label: 'Activar', onSelect: () => ask(row) };

  return { action, dialog: confirmed.dialog, notice: confirmed.notice };
}
