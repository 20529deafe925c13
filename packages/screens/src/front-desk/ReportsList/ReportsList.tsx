import {
  formatIsoDate,
  parseIsoDate,
  type Report,
  type ReportStatus,
  reportCategoryLabels,
  reportTransitions,
} from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton } from '@horizontal/ui';
import { useMemo } from 'react';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, rowsOf } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import { reportCategoryLabel, reportRowLabel, reportStatusBadges, reportUnitLabel } from '../labels';
import { pendingFirst } from '../order';
import { PhotoThumbnails } from '../PhotoThumbnails';

export type ReportsListProps = Omit<ListProps<'reports', Report>, 'onEdit'> & {
  /** PUT /reports/status; absent when the profile may not. */
  onStatusChange?: (report: Report, status: ReportStatus) => Promise<ActionResult>;
  /** PUT /reports/remove: hides it from the list, the record is kept; absent when the profile may not. */
  onRemove?: (report: Report) => Promise<ActionResult>;
};

export const reportsEmpty = {
  title: 'Todavía no hay reportes',
  description: 'Registre el primero desde Nuevo reporte: una luz quemada, un ruido, algo que se rompió.',
};

/** The verbs of the status changes, as the row's menu says them. */
export const reportVerbs: Readonly<Record<Exclude<ReportStatus, 'abierto'>, string>> = {
  en_proceso: 'En proceso',
  resuelto: 'Resuelto',
  descartado: 'Descartar',
};

const doneOf: Readonly<Record<Exclude<ReportStatus, 'abierto'>, (report: Report) => string>> = {
  en_proceso: (report) => `«${report.title}» quedó en proceso`,
  resuelto: (report) => `«${report.title}» quedó resuelto`,
  descartado: (report) => `«${report.title}» quedó descartado`,
};

const photosWord = (count: number) => (count === 0 ? '' : count === 1 ? '1 foto' : `${count} fotos`);

const columns: readonly DataTableColumn<Report>[] = [
  {
    id: 'category',
    header: 'Categoría',
    value: reportCategoryLabel,
    width: '12%',
  },
  { id: 'title', header: 'Título', value: (report) => report.title, primary: true },
  { id: 'apartment', header: 'Unidad', value: reportUnitLabel, width: '14%' },
  {
    id: 'date',
    header: 'Fecha',
    kind: 'date',
    value: (report) => {
      const date = parseIsoDate(report.date);
      return date.ok ? date.value : null;
    },
    width: '11%',
  },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: reportStatusBadges,
    value: (report) => report.status,
    width: '11%',
  },
  {
    id: 'photos',
    header: 'Fotos',
    value: (report) => photosWord(report.photos.length),
    render: (report) => <PhotoThumbnails photos={report.photos} urls={report.photoUrls} subject={report.title} />,
    sortable: false,
    searchable: false,
    width: '18%',
  },
];

/**
 * /reportes/listado: the novedades of the complejo (GET /reports/findall/{complejo}), those still to deal with
 * first, with their photos. Their status moves from the row's menu.
 */
export function ReportsList({ onStatusChange, onRemove, ...list }: ReportsListProps) {
  const reports = rowsOf(list.state, 'reports');
  // The same array must reach the table until the rows change: a new one makes it go back to the first page.
  const rows = useMemo(() => pendingFirst(reports), [reports]);
  const actions = useRowActions<Report>({ returnFocusTo: (report) => rowActionsButton(reportRowLabel(report)) });

  const statusActions = (report: Report, change: NonNullable<ReportsListProps['onStatusChange']>) =>
    reportTransitions[report.status].map((status) => {
      if (status === 'abierto') return undefined;
      const outcome = { done: doneOf[status](report), run: () => change(report, status) };
      return {
        label: reportVerbs[status],
        tone: status === 'descartado' ? ('danger' as const) : ('default' as const),
        onSelect:
          status === 'descartado'
            ? () =>
                actions.ask(report, {
                  ...outcome,
                  title: `¿Descartar el reporte «${report.title}»?`,
                  description: `${reportCategoryLabels[report.category]}, ${reportUnitLabel(report)}, ${formatIsoDate(report.date)}. Queda como descartado y su estado ya no cambia.`,
                  confirmLabel: 'Descartar',
                  tone: 'danger',
                })
            : () => actions.now(outcome),
      };
    });

  return (
    <ListScreen
      {...list}
      field="reports"
      title="Reportes"
      description="Las novedades de portería: lo que se rompió, lo que hay que arreglar y lo que pasó. Primero los que siguen abiertos."
      createLabel="Nuevo reporte"
      notice={actions.notice}
      empty={reportsEmpty}
      columns={columns}
      rows={rows}
      getRowLabel={reportRowLabel}
      rowActions={(report) => [
        ...(onStatusChange ? statusActions(report, onStatusChange) : []),
        onRemove && {
          label: 'Quitar de la lista',
          tone: 'danger',
          onSelect: () =>
            actions.ask(report, {
              title: `¿Quitar de la lista el reporte «${report.title}»?`,
              description: `${reportUnitLabel(report)}, ${formatIsoDate(report.date)}. Deja de verse en la lista, pero el registro se conserva.`,
              confirmLabel: 'Quitar de la lista',
              tone: 'danger',
              done: `«${report.title}» ya no está en la lista`,
              run: () => onRemove(report),
            }),
        },
      ]}
      table={{
        searchPlaceholder: 'Buscar por título, categoría o unidad',
        filters: [
          { columnId: 'category', label: 'Categoría', allLabel: 'Todas las categorías' },
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
        ],
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
