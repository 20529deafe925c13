import { formatDate } from '@horizontal/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableViewState,
  EmptyState,
  PageHeader,
} from '@horizontal/ui';
import type { ReactNode } from 'react';
import * as layout from '../layout.css';
import { dayOf, printNote } from '../print';

/**
 * A list as the app hands it over: loading, the message of the failure, or the server's answer spread beside
 * `status`, its rows under the answer's own field (`{ status: 'ready', ok, message, employees }`). Keyed by that
 * field rather than renamed to `rows` so that a page passes `remoteOf(query)` as it is, with no adapter per list,
 * and a story writes the state as the server answers it.
 */
export type ListState<Field extends string, Row> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & { readonly [key in Field]: readonly Row[] });

/**
 * What every list screen takes from its page. The write callbacks are passed only when the profile may make their
 * call: without `onCreate` there is no «Nuevo …» button, without `onEdit` no «Modificar». «Ver» is always offered.
 */
export type ListProps<Field extends string, Row> = {
  state: ListState<Field, Row>;
  /** «Reintentar» after the list failed to load. */
  onRetry: () => void;
  onCreate?: () => void;
  onView: (row: Row) => void;
  /**
   * The address of a row's detail, the one onView opens: with it the name in the list is a link there (a plain
   * click still goes through onView), which the browser can open in a new tab.
   */
  viewHref?: (row: Row) => string;
  onEdit?: (row: Row) => void;
  /**
   * Whose list it is, named in the exported sheet and under the printed title: the complejo or the administradora.
   * Without it the sheet and the paper say the list and the day alone (the master's lists).
   */
  sheetOwner?: string;
  /** The day, in the exported sheet's name and under the printed title; today by default. */
  today?: Date;
  /** Where the person left this list: its search, filters, order, page and rows per page (the app's address). */
  view?: Partial<DataTableViewState>;
  /** Keeps each change of the list's view, so that Back, a reload and a pasted link show it again. */
  onViewChange?: (view: DataTableViewState) => void;
};

/** Set by ListScreen from the state, the columns and the record's actions; a list chooses the rest. */
type SetByListScreen =
  | 'caption'
  | 'rows'
  | 'columns'
  | 'getRowId'
  | 'getRowLabel'
  | 'status'
  | 'errorMessage'
  | 'onRetry'
  | 'rowLink'
  | 'rowActions';

export type ListScreenProps<Field extends string, Row extends { id: number }> = ListProps<Field, Row> & {
  /** The answer's field that holds the rows: `employees` for GET /employees/findall. */
  field: Field;
  title: string;
  description?: string;
  /** "Nueva administradora": the primary action, top right. */
  createLabel: string;
  /** Above the table, e.g. the administradora whose complejos are listed. */
  filters?: ReactNode;
  /** The outcome of the last action, above the table. */
  notice?: ReactNode;
  /**
   * When the list loaded and holds nothing, this invitation replaces the table: "Todavía no hay
   * administradoras" / "Cree la primera desde Nueva administradora.". Without `onCreate` the description, which
   * invites to create, gives way to `readOnlyDescription`.
   */
  empty: { title: string; description: string };
  /** In the table's place while the list waits on a choice, as complejos wait for their administradora. */
  prompt?: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  /** How a row is named in its menu and in the confirmations: "Torre A · 101". */
  getRowLabel: (row: Row) => string;
  /** The rows shown when the screen narrows them with a filter the table cannot do; all of them by default. */
  rows?: readonly Row[];
  /** The row's actions after «Ver» and «Modificar»; a false or undefined one is not offered. */
  rowActions?: (row: Row) => readonly (DataTableRowAction | false | undefined)[];
  /** The rest of the table (search, filters, sheet, sort); its caption is the title unless it says otherwise. */
  table?: Omit<DataTableProps<Row>, SetByListScreen> & { caption?: string };
  /** What goes with the table, such as the confirmation dialog of its actions. */
  children?: ReactNode;
};

/** Said under an empty list's title to whom may only consult it: there is nothing yet, and nothing to do about it. */
export const readOnlyDescription = 'Su perfil permite consultar esta lista, pero no agregar registros.';

/** A loading or failed list has no rows; one array for all so that memos over the rows keep still. */
const NO_ROWS: readonly never[] = [];

/**
 * A row's action that was given no callback is one the profile may not do: it is left out rather than shown
 * disabled.
 */
const isOffered = (action: DataTableRowAction | false | undefined): action is DataTableRowAction => Boolean(action);

/**
 * «Residentes - Complejo Parque Batlle - 24-11-2026»: whose list it is and of which day, so that the export of a
 * second complejo, or of another day, never overwrites the first; only what a file name may hold.
 */
export const sheetFileName = (title: string, owner: string | undefined, today: Date) => {
  const day = formatDate(dayOf(today)).replaceAll('/', '-');
  const whose = owner?.replace(/[\\/:*?"<>|]/g, ' ').trim();
  return [title, whose, day].filter(Boolean).join(' - ');
};

/** The rows of a loaded list, none while it loads or after it failed. */
export const rowsOf = <Field extends string, Row>(state: ListState<Field, Row>, field: Field): readonly Row[] =>
  state.status === 'ready' ? state[field] : NO_ROWS;

/**
 * The frame of every list (DESIGN.md): title, "Nuevo …" top right, messages, then the table of the state's rows,
 * whose loading, failure and «Reintentar» it shows, with «Ver» (and the name a link to the detail) and «Modificar»
 * on each row. «Imprimir» prints every row the search and filters leave, under the title, whose list it is and the
 * day; the filters, messages and buttons stay off the paper.
 */
export function ListScreen<Field extends string, Row extends { id: number }>({
  state,
  field,
  onRetry,
  onCreate,
  onView,
  viewHref,
  onEdit,
  title,
  description,
  createLabel,
  filters,
  notice,
  empty,
  prompt,
  columns,
  getRowLabel,
  rows,
  rowActions,
  table,
  sheetOwner,
  today,
  view,
  onViewChange,
  children,
}: ListScreenProps<Field, Row>) {
  const all = rowsOf(state, field);
  const day = today ?? new Date();
  const content =
    prompt ||
    (state.status === 'ready' && all.length === 0 ? (
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
      <>
        <DataTable
          caption={title}
          exportFileName={sheetFileName(title, sheetOwner, day)}
          printable
          initialView={view}
          onViewChange={onViewChange}
          {...table}
          rows={rows ?? all}
          columns={columns}
          getRowId={(row) => String(row.id)}
          getRowLabel={getRowLabel}
          status={state.status}
          errorMessage={state.status === 'error' ? state.message : undefined}
          onRetry={onRetry}
          rowLink={viewHref && ((row) => ({ href: viewHref(row), onNavigate: () => onView(row) }))}
          rowActions={(row) =>
            [
              { label: 'Ver', onSelect: () => onView(row) },
              onEdit && { label: 'Modificar', onSelect: () => onEdit(row) },
              ...(rowActions?.(row) ?? []),
            ].filter(isOffered)
          }
        />
        {children}
      </>
    ));

  return (
    <div className={layout.screen}>
      <PageHeader
        title={title}
        description={description}
        actions={onCreate && <Button onClick={onCreate}>{createLabel}</Button>}
        printNote={printNote(sheetOwner, day)}
      />
      {filters && <div className={layout.filters}>{filters}</div>}
      {notice && <div className={layout.messages}>{notice}</div>}
      {content}
    </div>
  );
}
