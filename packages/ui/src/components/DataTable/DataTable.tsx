import { visuallyHidden } from '../../theme/visually-hidden.css';
import { countResults } from './columns';
import { revealCutText } from './cutText';
import * as styles from './DataTable.css';
import { DataTableBodyState } from './DataTableBodyState';
import { DataTableHeader } from './DataTableHeader';
import { DataTablePagedBody } from './DataTablePagedBody';
import { DataTablePagination } from './DataTablePagination';
import { DataTableSelectionBar } from './DataTableSelectionBar';
import { DataTableToolbar } from './DataTableToolbar';
import { DataTableVirtualBody } from './DataTableVirtualBody';
import type { DataTableProps } from './types';
import { useDataTable } from './useDataTable';

export type { DataTableFilter, DataTableProps, DataTableRowAction, DataTableRowLink } from './types';

/**
 * The list of every screen: typed columns, sort, search, filters, pagination or virtual scrolling,
 * selection, row actions, a link from the record's name to its detail, its empty, loading and error states,
 * export to Excel and printing every matching row. Cut text shows whole in a tooltip; figures are never cut.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const model = useDataTable(props);
  return (
    <div className={styles.root} data-slot="data-table">
      <DataTableToolbar model={model} />
      <DataTableSelectionBar model={model} />
      <section
        ref={model.scroller}
        className={styles.scroller}
        aria-labelledby={model.captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable with the keyboard to be scrolled
        tabIndex={0}
        style={model.scrollerHeight ? { height: model.scrollerHeight } : undefined}
        onPointerOver={(event) => revealCutText(event.target)}
        onFocus={(event) => revealCutText(event.target)}
      >
        <table
          className={styles.table}
          style={model.minTableWidth ? { minWidth: model.minTableWidth } : undefined}
          data-layout={model.virtualized ? 'rows' : 'cards'}
          aria-rowcount={model.ready ? model.total + 1 : undefined}
          aria-busy={model.status === 'loading' || undefined}
        >
          <caption id={model.captionId} className={visuallyHidden}>
            {model.caption}
          </caption>
          <DataTableHeader model={model} />
          <tbody>
            {model.view !== 'rows' ? (
              <DataTableBodyState model={model} />
            ) : model.virtualized && !model.printing ? (
              <DataTableVirtualBody model={model} />
            ) : (
              <DataTablePagedBody model={model} />
            )}
          </tbody>
        </table>
      </section>
      <DataTablePagination model={model} />
      <p className={visuallyHidden} role="status">
        {model.ready && model.filtering ? countResults(model.total) : ''}
      </p>
    </div>
  );
}
