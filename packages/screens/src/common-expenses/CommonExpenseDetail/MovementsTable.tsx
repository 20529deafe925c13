import { formatCurrency, type Movement, movementTypeLabels } from '@horizontal/domain';
import { Button, DataTable, type DataTableColumn, DescriptionList } from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import type { ListState } from '../../shared/lists';
import { rowsOf } from '../../shared/lists';
import { calendarDateOf } from '../labels';
import * as styles from './CommonExpenseDetail.css';

/** An expense takes money out of the complejo's account: it reads, sorts and adds up as a negative amount. */
const signed = (movement: Movement) => (movement.type === 'egreso' ? -movement.amount : movement.amount);

const columns: readonly DataTableColumn<Movement>[] = [
  { id: 'date', header: 'Fecha', kind: 'date', value: (movement) => calendarDateOf(movement.date), width: '12%' },
  {
    id: 'type',
    header: 'Tipo',
    kind: 'status',
    statuses: {
      ingreso: { label: movementTypeLabels.ingreso, tone: 'success' },
      egreso: { label: movementTypeLabels.egreso, tone: 'neutral' },
    },
    value: (movement) => movement.type,
    width: '12%',
  },
  { id: 'category', header: 'Categoría', value: (movement) => movement.category || null, width: '18%' },
  { id: 'description', header: 'Descripción', value: (movement) => movement.description, primary: true },
  { id: 'amount', header: 'Importe', kind: 'currency', value: signed, searchable: false, width: '16%' },
];

export type MovementsTableProps = {
  state: ListState<'movements', Movement>;
  onRetry: () => void;
  /** «Agregar movimiento», only while the period is open and the profile may add them. */
  onAdd?: () => void;
};

/** The income and expenses of the period, with what they add up to. */
export function MovementsTable({ state, onRetry, onAdd }: MovementsTableProps) {
  const movements = rowsOf(state, 'movements');
  const income = movements.filter((line) => line.type === 'ingreso').reduce((sum, line) => sum + line.amount, 0);
  const expense = movements.filter((line) => line.type === 'egreso').reduce((sum, line) => sum + line.amount, 0);
  return (
    <div className={styles.tab}>
      <h2 className={visuallyHidden}>Movimientos</h2>
      {onAdd && (
        <div className={styles.tabActions}>
          <Button onClick={onAdd}>Agregar movimiento</Button>
        </div>
      )}
      <DataTable
        caption="Movimientos"
        rows={movements}
        columns={columns}
        getRowId={(movement) => String(movement.id)}
        getRowLabel={(movement) => movement.description}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        emptyState={{
          title: 'Todavía no hay movimientos',
          description: onAdd
            ? 'Agregue los ingresos y egresos del mes desde Agregar movimiento.'
            : 'El período no tuvo ingresos ni egresos registrados.',
        }}
        searchPlaceholder="Buscar por descripción o categoría"
        filters={[{ columnId: 'type', label: 'Tipo', allLabel: 'Todos los tipos' }]}
        initialSort={{ columnId: 'date', direction: 'asc' }}
        exportFileName="Movimientos"
      />
      {state.status === 'ready' && movements.length > 0 && (
        <section aria-label="Totales de los movimientos">
          <DescriptionList
            columns={3}
            items={[
              { term: 'Ingresos', description: formatCurrency(income) },
              { term: 'Egresos', description: formatCurrency(expense) },
              { term: 'Resultado del mes', description: formatCurrency(income - expense) },
            ]}
          />
        </section>
      )}
    </div>
  );
}
