import { type Assembly, assemblyMessages, assemblyTypeLabels, type Resolution, refusals } from '@horizontal/domain';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  InlineAlert,
  PageHeader,
  rowActionsButton,
  StatusBadge,
} from '@horizontal/ui';
import { type ReactNode, useRef, useState } from 'react';
import { AlertWithStep, FormSkeleton } from '../../shared/FormScreen';
import type { ActionResult } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { useRowActions } from '../../shared/RowActionDialog';
import { assemblyStatusBadges, assemblyWhen, resolutionResultBadges } from '../assembly-labels';
import * as styles from './AssemblyResolutions.css';
import { ResolutionDialog } from './ResolutionDialog';
import type { ResolutionValues } from './resolution-form';

export type AssemblyResolutionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** No such assembly in the complejo (a stale or typed link): only the way back to the list can help. */
  | { status: 'missing'; message: string }
  /** The assembly, from the complejo's list, and POST /assemblies/resolutions/findall. */
  | { status: 'ready'; assembly: Assembly; resolutions: readonly Resolution[] };

export type AssemblyResolutionsProps = {
  state: AssemblyResolutionsState;
  onRetry: () => void;
  /** Back to /asambleas/listado. */
  onBack: () => void;
  /** POST /assemblies/resolutions/create (the app adds assemblyId); absent when the profile may not. */
  onCreate?: (values: ResolutionValues) => Promise<ActionResult>;
  /** PUT /assemblies/resolutions/update (the app adds the resolution's id). */
  onUpdate?: (resolution: Resolution, values: ResolutionValues) => Promise<ActionResult>;
  /** DELETE /assemblies/resolutions/delete/{id}. */
  onDelete?: (resolution: Resolution) => Promise<ActionResult>;
  /** The rest of the assembly's page under its resolutions: its AttendanceSheet. */
  children?: ReactNode;
};

const resolutionLabel = (resolution: Pick<Resolution, 'title'>) => `Resolución «${resolution.title}»`;

const columns: readonly DataTableColumn<Resolution>[] = [
  { id: 'title', header: 'Título', value: (resolution) => resolution.title, primary: true, width: '36%' },
  {
    id: 'result',
    header: 'Resultado',
    kind: 'status',
    statuses: resolutionResultBadges,
    value: (resolution) => resolution.result,
    width: '16%',
  },
  {
    id: 'description',
    header: 'Descripción',
    value: (resolution) => resolution.description || 'Sin descripción',
    render: (resolution) => <span className={styles.description}>{resolution.description || 'Sin descripción'}</span>,
  },
];

type Editing = { resolution: Resolution | null; key: number };

/**
 * /asambleas/resoluciones/asociar: one assembly's page. What it resolved, added, changed and deleted one at a time
 * (SPEC §6), and below, its attendance sheet. A cancelled assembly resolves nothing: the server refuses, so the
 * page does not offer it.
 */
export function AssemblyResolutions({
  state,
  onRetry,
  onBack,
  onCreate,
  onUpdate,
  onDelete,
  children,
}: AssemblyResolutionsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const actions = useRowActions<Resolution>({
    returnFocusTo: (resolution) => rowActionsButton(resolutionLabel(resolution)),
  });

  if (state.status === 'missing') {
    return (
      <div className={layout.screen}>
        <PageHeader title="Asamblea" />
        <AlertWithStep
          tone="warning"
          title="No encontramos esa asamblea"
          message={state.message}
          stepLabel="Volver al listado"
          onStep={onBack}
        />
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={layout.screen}>
        <PageHeader title="Asamblea" />
        <FormSkeleton label="Cargando la asamblea…" />
      </div>
    );
  }

  const assembly = state.status === 'ready' ? state.assembly : null;
  const resolutions = state.status === 'ready' ? state.resolutions : [];
  const cancelled = assembly?.status === 'cancelada';
  const canCreate = onCreate && !cancelled;

  const edit = (resolution: Resolution | null) => {
    setSaved(null);
    setEditing((current) => ({ resolution, key: (current?.key ?? 0) + 1 }));
    setOpen(true);
  };

  const rowActions = (resolution: Resolution) => {
    const offered: DataTableRowAction[] = [];
    if (onUpdate) offered.push({ label: 'Modificar', onSelect: () => edit(resolution) });
    if (onDelete) {
      offered.push({
        label: 'Eliminar',
        tone: 'danger',
        onSelect: () => {
          setSaved(null);
          actions.ask(resolution, {
            title: `¿Eliminar la resolución «${resolution.title}»?`,
            description: 'Deja de figurar entre lo que resolvió la asamblea. Esta acción no se puede deshacer.',
            confirmLabel: 'Eliminar',
            tone: 'danger',
            done: `Se eliminó la resolución «${resolution.title}»`,
            run: () => onDelete(resolution),
          });
        },
      });
    }
    return offered;
  };

  const badge = assembly && assemblyStatusBadges[assembly.status];
  const submitEditing = (values: ResolutionValues) => {
    const resolution = editing?.resolution;
    if (resolution) return onUpdate ? onUpdate(resolution, values) : Promise.resolve(noCall);
    return onCreate ? onCreate(values) : Promise.resolve(noCall);
  };

  return (
    <div className={layout.screen}>
      <PageHeader
        title={assembly?.title ?? 'Asamblea'}
        description={
          assembly
            ? [`Asamblea ${assemblyTypeLabels[assembly.type].toLowerCase()}`, assemblyWhen(assembly), assembly.place]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        meta={badge && <StatusBadge label={badge.label} tone={badge.tone} />}
      />
      {(saved || actions.notice) && (
        <div className={layout.messages}>
          {saved && <InlineAlert tone="success">{saved}</InlineAlert>}
          {actions.notice}
        </div>
      )}
      {cancelled && onCreate && <InlineAlert tone="info">{assemblyMessages.cancelled}</InlineAlert>}
      <Card
        title="Resoluciones"
        actions={
          canCreate && (
            <Button ref={addButton} onClick={() => edit(null)}>
              Agregar resolución
            </Button>
          )
        }
      >
        <DataTable
          caption="Resoluciones de la asamblea"
          rows={resolutions}
          columns={columns}
          getRowId={(resolution) => String(resolution.id)}
          getRowLabel={resolutionLabel}
          status={state.status}
          errorMessage={state.status === 'error' ? state.message : undefined}
          onRetry={onRetry}
          searchable={false}
          emptyState={{
            title: 'Todavía no hay resoluciones',
            description: canCreate
              ? 'Registre lo que resolvió la asamblea desde Agregar resolución.'
              : 'La asamblea no tiene resoluciones registradas.',
          }}
          rowActions={onUpdate || onDelete ? rowActions : undefined}
        />
      </Card>
      {children}
      {editing && (
        <ResolutionDialog
          key={editing.key}
          resolution={editing.resolution}
          open={open}
          onOpenChange={setOpen}
          onSubmit={submitEditing}
          onSaved={(values) =>
            setSaved(
              editing.resolution
                ? `Se guardó la resolución «${values.title}».`
                : `Se agregó la resolución «${values.title}».`,
            )
          }
          returnFocusTo={() =>
            editing.resolution ? rowActionsButton(resolutionLabel(editing.resolution)) : addButton.current
          }
        />
      )}
      {actions.dialog}
    </div>
  );
}

/** What the dialog hears if its callback went away meanwhile (the profile changed): nothing was sent. */
const noCall: ActionResult = { ok: false, message: refusals.noFunctionality };
