import type { Closure } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import { useMemo } from 'react';
import { type ListProps, ListScreen, rowsOf } from '../../shared/lists';
import { formatIsoPeriod } from '../labels';
import { Amount, formatMoment } from '../report-parts';

export type ClosuresListProps = Omit<ListProps<'closures', Closure>, 'onEdit'>;

export const closuresEmpty = {
  title: 'Todavía no hay meses cerrados',
  description: 'Cierre el mes abierto desde Nuevo cierre: sus estados de cuenta quedan fijos.',
};

/*
 * The month and the moment are shown as people read them; the list comes newest first and those two columns keep
 * that order rather than sort as text (an alphabetical «Abril, Agosto…» would only mislead).
 */
const columns: readonly DataTableColumn<Closure>[] = [
  {
    id: 'period',
    header: 'Período',
    value: (closure) => formatIsoPeriod(closure.period),
    primary: true,
    sortable: false,
    width: '16%',
  },
  { id: 'income', header: 'Ingresos', kind: 'currency', value: (closure) => closure.income, searchable: false },
  { id: 'expense', header: 'Egresos', kind: 'currency', value: (closure) => closure.expense, searchable: false },
  {
    id: 'total',
    header: 'Resultado del mes',
    kind: 'currency',
    value: (closure) => closure.total,
    render: (closure) => <Amount cents={closure.total} />,
    searchable: false,
  },
  {
    id: 'closedAt',
    header: 'Cerrado el',
    value: (closure) => formatMoment(closure.closedAt),
    sortable: false,
    tabular: true,
    width: '16%',
  },
  { id: 'closedBy', header: 'Cerrado por', value: (closure) => closure.closedBy ?? '', width: '18%' },
];

/**
 * /cierres/listado: the closed months of the complejo, newest first (GET /commonexpenses/closures/{complejo}),
 * with what came in and went out of its account and the result. «Ver» opens the month's statements.
 */
export function ClosuresList(list: ClosuresListProps) {
  const closures = rowsOf(list.state, 'closures');
  const newestFirst = useMemo(() => [...closures].sort((a, b) => b.period.localeCompare(a.period)), [closures]);
  return (
    <ListScreen
      {...list}
      field="closures"
      title="Cierres"
      description="Los meses cerrados del complejo: sus importes quedaron fijos y las correcciones van en el mes siguiente."
      createLabel="Nuevo cierre"
      empty={closuresEmpty}
      columns={columns}
      rows={newestFirst}
      getRowLabel={(closure) => formatIsoPeriod(closure.period)}
      table={{ searchPlaceholder: 'Buscar por mes o por quién lo cerró' }}
    />
  );
}
