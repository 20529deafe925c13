import { cx } from '../../internal/cx';
import { Button } from '../Button';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import { Select } from '../Select';
import * as styles from './DataTable.css';
import type { DataTableModel } from './useDataTable';

// "Todos" needs a value of its own: the Select takes '' as no choice at all, and Radix refuses it on an item.
const ALL = '__all';

/** Search, filters, the list's own buttons, «Imprimir» and "Exportar a Excel". */
export function DataTableToolbar<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const { caption, searchable, filters, exportFileName, printable, toolbar, ready, columnFilters, table } = model;
  if (!(searchable || filters.length > 0 || exportFileName || printable || toolbar)) return null;
  return (
    <div className={styles.toolbar}>
      {searchable && (
        // Wide enough for its placeholder to be read whole, as far as the row allows.
        <div className={styles.search} style={{ minWidth: `min(100%, ${model.searchPlaceholder.length + 6}ch)` }}>
          <span className={styles.searchIcon}>
            <Icon name="search" />
          </span>
          <input
            className={cx(control({ size: 'md' }), styles.searchInput)}
            type="search"
            aria-label={`Buscar en ${caption.toLowerCase()}`}
            placeholder={model.searchPlaceholder}
            value={model.query}
            disabled={!ready}
            onChange={(event) => model.setQuery(event.target.value)}
          />
        </div>
      )}
      {filters.map((filter) => {
        const current = columnFilters.find((item) => item.id === filter.columnId)?.value;
        return (
          <div key={filter.columnId} className={styles.filter}>
            <Select
              label={filter.label}
              size="md"
              value={typeof current === 'string' ? current : ALL}
              options={[{ value: ALL, label: filter.allLabel ?? 'Todos' }, ...model.filterOptions(filter)]}
              disabled={!ready}
              onChange={(value) => table.getColumn(filter.columnId)?.setFilterValue(value === ALL ? undefined : value)}
            />
          </div>
        );
      })}
      <div className={styles.toolbarEnd}>
        {toolbar}
        {printable && (
          <Button variant="secondary" disabled={!ready || model.total === 0} onClick={model.print}>
            <Icon name="print" size="sm" />
            Imprimir
          </Button>
        )}
        {exportFileName && (
          <Button
            variant="secondary"
            disabled={!ready || model.total === 0}
            loading={model.exporting}
            onClick={() => void model.runExport()}
          >
            <Icon name="download" size="sm" />
            Exportar a Excel
          </Button>
        )}
      </div>
    </div>
  );
}
