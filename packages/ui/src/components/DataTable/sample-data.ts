import type { CalendarDate } from '@horizontal/domain';
import type { DataTableColumn } from './columns';

/** Demo rows for stories and the benchmark: a complejo's common-expense statements. */
export type Statement = {
  id: string;
  unit: string;
  tower: string;
  owner: string;
  amount: number;
  due: CalendarDate;
  state: 'paid' | 'pending' | 'late';
};

const firstNames = ['Martín', 'Lucía', 'José', 'María', 'Ana', 'Diego', 'Sofía', 'Juan', 'Valentina', 'Nicolás'];
const lastNames = [
  'Rodríguez',
  'Fernández',
  'Pérez',
  'Gómez',
  'Martínez',
  'Suárez',
  'González',
  'Silva',
  'Núñez',
  'Olivera',
];
const states = ['paid', 'pending', 'late'] as const;

/** Deterministic, so that stories and screenshots do not change between runs. */
export const makeStatements = (count: number): Statement[] =>
  Array.from({ length: count }, (_, index) => {
    const tower = String.fromCharCode(65 + (index % 4));
    const floor = 1 + (Math.floor(index / 4) % 15);
    const door = 1 + (index % 6);
    return {
      id: String(index + 1),
      unit: `${tower}-${floor}${String(door).padStart(2, '0')}`,
      tower: `Torre ${tower}`,
      owner: `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / 10) % lastNames.length]}`,
      amount: 350000 + ((index * 7919) % 900000),
      due: { year: 2026, month: 1 + (index % 12), day: 1 + (index % 28) },
      state: states[(index * 7) % 3] ?? 'paid',
    };
  });

export const statementColumns: DataTableColumn<Statement>[] = [
  { id: 'unit', header: 'Unidad', value: (row) => row.unit, width: '12%' },
  { id: 'tower', header: 'Torre', value: (row) => row.tower, width: '12%' },
  { id: 'owner', header: 'Titular', value: (row) => row.owner },
  { id: 'amount', header: 'Importe', kind: 'currency', value: (row) => row.amount, width: '16%' },
  { id: 'due', header: 'Vencimiento', kind: 'date', value: (row) => row.due, width: '14%' },
  {
    id: 'state',
    header: 'Estado',
    kind: 'status',
    value: (row) => row.state,
    width: '14%',
    statuses: {
      paid: { label: 'Pagado', tone: 'success' },
      pending: { label: 'Pendiente', tone: 'warning' },
      late: { label: 'Vencido', tone: 'danger' },
    },
  },
];
