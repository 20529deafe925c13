import { type LicenseType, personnelMessages } from '@horizontal/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableViewState,
  EmptyState,
  InlineAlert,
  PageHeader,
  rowActionsButton,
  StatusBadge,
  type StatusDefinition,
} from '@horizontal/ui';
import { useMemo, useRef, useState } from 'react';
import type { ActionResult } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { type ListState, readOnlyDescription, rowsOf } from '../../shared/lists';
import { sheetFileName } from '../../shared/lists/ListScreen';
import { printNote } from '../../shared/print';
import { useRowActions } from '../../shared/RowActionDialog';
import { LicenseTypeDialog } from './LicenseTypeDialog';
import * as styles from './LicenseTypesList.css';
import { ANNUAL_LEAVE, type LicenseTypeValues, maxDaysLabel, paidLabel } from './license-type-form';

export type LicenseTypesListProps = {
  /** GET /personnel/license/findallTypes/{id}, as the app hands it over. */
  state: ListState<'licenseTypeList', LicenseType>;
  /** «Reintentar» after the list failed to load. */
  onRetry: () => void;
  /** POST /personnel/license/type/create (the app adds buildingId); absent when the profile may not. */
  onCreate?: (values: LicenseTypeValues) => Promise<ActionResult>;
  /** POST /personnel/license/type/delete; only a type no license uses goes. Absent when the profile may not. */
  onDelete?: (type: LicenseType) => Promise<ActionResult>;
  /** Whose types they are, in the exported sheet and on paper: the complejo. */
  sheetOwner?: string;
  /** The day, in the exported sheet's name and under the printed title; today by default. */
  today?: Date;
  /** Where the person left this list: its search, order and page (the app's address). */
  view?: Partial<DataTableViewState>;
  onViewChange?: (view: DataTableViewState) => void;
};

export const licenseTypesEmpty = {
  title: 'Todavía no hay tipos de licencia',
  description: 'Cree el primero desde Nuevo tipo.',
};

const paidBadges: Readonly<Record<string, StatusDefinition>> = {
  [paidLabel(true)]: { label: paidLabel(true), tone: 'success' },
  [paidLabel(false)]: { label: paidLabel(false), tone: 'neutral' },
};

const columns: readonly DataTableColumn<LicenseType>[] = [
  {
    id: 'name',
    header: 'Nombre',
    value: (type) => type.name,
    render: (type) => (
      <span className={styles.name}>
        {type.name}
        {type.annual && <StatusBadge label={ANNUAL_LEAVE} tone="info" />}
      </span>
    ),
    primary: true,
  },
  // Text with its number first: the table's collation orders «6 días» before «30 días».
  { id: 'maxDays', header: 'Días máximos', value: maxDaysLabel, tabular: true, width: '22%' },
  {
    id: 'paid',
    header: 'Goce de sueldo',
    kind: 'status',
    statuses: paidBadges,
    value: (type) => paidLabel(type.paid),
    width: '20%',
  },
];

/** The sheet says in a column of its own what the screen marks beside the name. */
const exportColumns: readonly DataTableColumn<LicenseType>[] = [
  ...columns,
  { id: 'annual', header: ANNUAL_LEAVE, value: (type) => (type.annual ? 'Sí' : 'No') },
];

type Created = { name: string; message: string; key: number };

/**
 * /horario/licencias/listado: the kinds of leave the complejo grants (anual, enfermedad, estudio…), with the most days
 * each lasts and whether it is paid. «Nuevo tipo» adds one in a dialog; a type no license uses yet can be deleted.
 */
export function LicenseTypesList({
  state,
  onRetry,
  onCreate,
  onDelete,
  sheetOwner,
  today,
  view,
  onViewChange,
}: LicenseTypesListProps) {
  const types = rowsOf(state, 'licenseTypeList');
  const day = useMemo(() => today ?? new Date(), [today]);
  const createButton = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<{ key: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  // The last outcome alone: a deletion told earlier gives way to a type created since.
  const [rowNoticeShown, setRowNoticeShown] = useState(true);
  const actions = useRowActions<LicenseType>({ returnFocusTo: (type) => rowActionsButton(type.name) });

  const openDialog = () => {
    setCreated(null);
    setRowNoticeShown(false);
    setDialog((previous) => ({ key: (previous?.key ?? 0) + 1 }));
    setDialogOpen(true);
  };

  const rowActions = (type: LicenseType) =>
    onDelete
      ? [
          {
            label: 'Eliminar',
            tone: 'danger' as const,
            onSelect: () => {
              setCreated(null);
              setRowNoticeShown(true);
              actions.ask(type, {
                title: `¿Eliminar el tipo de licencia «${type.name}»?`,
                description:
                  'Solo se puede eliminar un tipo que ninguna licencia usa. Esta acción no se puede deshacer.',
                confirmLabel: 'Eliminar',
                tone: 'danger',
                done: `Se eliminó el tipo de licencia «${type.name}»`,
                run: () => onDelete(type),
              });
            },
          },
        ]
      : [];

  const content =
    state.status === 'ready' && types.length === 0 ? (
      <EmptyState
        title={licenseTypesEmpty.title}
        description={onCreate ? licenseTypesEmpty.description : readOnlyDescription}
        action={
          onCreate && (
            <Button variant="secondary" onClick={openDialog}>
              Nuevo tipo
            </Button>
          )
        }
      />
    ) : (
      <DataTable
        caption="Tipos de licencia"
        exportFileName={sheetFileName('Tipos de licencia', sheetOwner, day)}
        exportColumns={exportColumns}
        printable
        initialView={view}
        onViewChange={onViewChange}
        searchPlaceholder="Buscar por nombre"
        initialSort={{ columnId: 'name', direction: 'asc' }}
        rows={types}
        columns={columns}
        getRowId={(type) => String(type.id)}
        getRowLabel={(type) => type.name}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        rowActions={onDelete ? rowActions : undefined}
      />
    );

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Tipos de licencia"
        description="Las licencias que el complejo concede a su personal, cuántos días duran y si se pagan."
        printNote={printNote(sheetOwner, day)}
        actions={
          onCreate && (
            <Button ref={createButton} onClick={openDialog}>
              Nuevo tipo
            </Button>
          )
        }
      />
      {(created || (rowNoticeShown && actions.notice)) && (
        <div className={layout.messages}>
          {created && (
            <InlineAlert key={created.key} tone="success" title={`Se creó el tipo de licencia «${created.name}»`}>
              {created.message}
            </InlineAlert>
          )}
          {rowNoticeShown && actions.notice}
        </div>
      )}
      {content}
      {actions.dialog}
      {dialog && onCreate && (
        <LicenseTypeDialog
          key={dialog.key}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onSubmit={onCreate}
          onSaved={(values, message) =>
            setCreated({
              name: values.name,
              message: message ?? personnelMessages.licenseTypeCreated,
              key: dialog.key,
            })
          }
          returnFocusTo={() => createButton.current}
        />
      )}
    </div>
  );
}
