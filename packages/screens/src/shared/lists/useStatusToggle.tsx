import type { ActiveStatus } from '@horizontal/domain';
import type { DataTableRowAction } from '@horizontal/ui';
import type { ReactNode } from 'react';
import type { ActionResult } from '../forms';
import { useConfirmedAction } from './useConfirmedAction';

/** What the change means for the person, under the question; of the row when it depends on it. */
export type StatusDescriptions<Row = unknown> = {
  deactivate: string | ((row: Row) => string);
  activate: string | ((row: Row) => string);
};

export type StatusChange<Row> = (row: Row, status: ActiveStatus) => Promise<ActionResult>;

export type StatusToggleOptions<Row> = {
  /** Who the question and the outcome name, with the article that fits the noun: "al empleado Ana Pérez". */
  whom: (row: Row) => string;
  descriptions: StatusDescriptions<Row>;
  /** Absent when the profile may not change a status: no row is offered Activar or Desactivar. */
  onStatusChange?: StatusChange<Row>;
  /** The list's other confirmed actions, so that one dialog and one notice serve them all. */
  confirmed?: ReturnType<typeof useConfirmedAction>;
};

export type StatusToggle<Row, Action> = {
  /** The row's Activar or Desactivar. */
  action: (row: Row) => Action;
  dialog: ReactNode;
  notice: ReactNode;
};

const describe = <Row,>(description: string | ((row: Row) => string), row: Row) =>
  typeof description === 'string' ? description : description(row);

/** For people who sign in to Horizontal (employees, users): their status is their access. */
export const signInStatusDescriptions: StatusDescriptions = {
  deactivate: 'No podrá ingresar al sistema hasta que lo vuelva a activar.',
  activate: 'Podrá volver a ingresar con su correo electrónico y su contraseña.',
};

/**
 * The row action that activates or deactivates a person, confirmed first because it changes what that person
 * can do; the list renders `dialog` and `notice` as with useConfirmedAction. Without `onStatusChange` the action
 * is undefined, for `offered` to leave out.
 */
export function useStatusToggle<Row extends { status: ActiveStatus }>(
  options: StatusToggleOptions<Row> & { onStatusChange: StatusChange<Row> },
): StatusToggle<Row, DataTableRowAction>;
export function useStatusToggle<Row extends { status: ActiveStatus }>(
  options: StatusToggleOptions<Row>,
): StatusToggle<Row, DataTableRowAction | undefined>;
export function useStatusToggle<Row extends { status: ActiveStatus }>({
  whom,
  descriptions,
  onStatusChange,
  confirmed: shared,
}: StatusToggleOptions<Row>): StatusToggle<Row, DataTableRowAction | undefined> {
  const own = useConfirmedAction();
  const confirmed = shared ?? own;

  const ask = (row: Row, change: StatusChange<Row>) => {
    const named = whom(row);
    confirmed.ask(
      row.status === 'activo'
        ? {
            title: `¿Desactivar ${named}?`,
            description: describe(descriptions.deactivate, row),
            confirmLabel: 'Desactivar',
            tone: 'danger',
            run: () => change(row, 'inactivo'),
            successMessage: `Se desactivó ${named}.`,
          }
        : {
            title: `¿Activar ${named}?`,
            description: describe(descriptions.activate, row),
            confirmLabel: 'Activar',
            tone: 'primary',
            run: () => change(row, 'activo'),
            successMessage: `Se activó ${named}.`,
          },
    );
  };

  const action = (row: Row): DataTableRowAction | undefined => {
    if (!onStatusChange) return undefined;
    return row.status === 'activo'
      ? { label: 'Desactivar', tone: 'danger', onSelect: () => ask(row, onStatusChange) }
      : { label: 'Activar', onSelect: () => ask(row, onStatusChange) };
  };

  return { action, dialog: confirmed.dialog, notice: confirmed.notice };
}
