import { describe, expect, it } from 'vitest';
import { searchNeedle } from '../../internal/search';
import {
  buildSearchIndex,
  buildSheetRows,
  compareValues,
  countResults,
  type DataTableColumn,
  describeRange,
  figuresMinWidth,
  formatValue,
  holdsFigures,
  primaryColumnOf,
  widestFigures,
} from './columns';

type Payment = {
  unit: string;
  owner: string;
  amount: number;
  due: { year: number; month: number; day: number };
  state: string;
};

const columns: DataTableColumn<Payment>[] = [
  { id: 'unit', header: 'Unidad', value: (row) => row.unit },
  { id: 'owner', header: 'Titular', value: (row) => row.owner },
  { id: 'amount', header: 'Importe', kind: 'currency', value: (row) => row.amount },
  { id: 'due', header: 'Vencimiento', kind: 'date', value: (row) => row.due, searchable: false },
  {
    id: 'state',
    header: 'Estado',
    kind: 'status',
    value: (row) => row.state,
    statuses: { paid: { label: 'Pagado', tone: 'success' }, late: { label: 'Vencido', tone: 'danger' } },
  },
];

const rows: Payment[] = [
  { unit: 'A-101', owner: 'Martín Rodríguez', amount: 1234567, due: { year: 2026, month: 3, day: 10 }, state: 'paid' },
  { unit: 'B-204', owner: 'José Pérez', amount: -500, due: { year: 2026, month: 2, day: 28 }, state: 'late' },
];

describe('formatValue', () => {
  it('writes each kind the Uruguayan way', () => {
    expect(formatValue(columns[2]!, 1234567)).toBe('$ 12.345,67');
    expect(formatValue(columns[3]!, { year: 2026, month: 3, day: 5 })).toBe('05/03/2026');
    expect(formatValue(columns[4]!, 'late')).toBe('Vencido');
    expect(formatValue({ id: 'n', header: 'N', kind: 'number', value: () => null }, 1234567)).toBe('1.234.567');
    expect(formatValue(columns[0]!, null)).toBe('');
  });
});

describe('compareValues', () => {
  it('orders dates by calendar, amounts by value and text alphabetically ignoring accents', () => {
    expect(compareValues('date', { year: 2026, month: 2, day: 28 }, { year: 2026, month: 3, day: 1 })).toBeLessThan(0);
    expect(compareValues('currency', 900, 10000)).toBeLessThan(0);
    expect(compareValues('text', 'Álvarez', 'Bentancur')).toBeLessThan(0);
    expect(compareValues('text', 'Apto 9', 'Apto 10')).toBeLessThan(0);
    expect(compareValues('text', null, 'A')).toBeGreaterThan(0);
  });
});

describe('buildSearchIndex', () => {
  it('holds what the searchable cells show, lower case and without accents', () => {
    const [first] = buildSearchIndex(rows, columns);
    expect(first).toContain('martin rodriguez');
    expect(first).toContain('$ 12.345,67');
    expect(first).toContain('pagado');
    expect(first).not.toContain('10/03/2026');
  });

  it('finds a number written with separators by its bare digits, and by what is typed either way', () => {
    const people = [{ ci: '1.234.567-2', unit: 'A-101' }];
    const ciColumns: DataTableColumn<(typeof people)[number]>[] = [
      { id: 'ci', header: 'CI', value: (row) => row.ci },
      { id: 'unit', header: 'Unidad', value: (row) => row.unit },
    ];
    const [index] = buildSearchIndex(people, ciColumns);
    for (const typed of ['12345672', '1.234.567-2', '1234567-2', '1.234', '4567']) {
      expect(index, typed).toContain(searchNeedle(typed));
    }
    expect(index).not.toContain(searchNeedle('1.234.568'));
    // Text with a hyphen is searched as written, not reduced to digits.
    expect(searchNeedle('A-101')).toBe('a-101');
    expect(index).toContain(searchNeedle('a-101'));
  });
});

describe('buildSheetRows', () => {
  it('exports amounts as pesos and the rest as shown', () => {
    expect(buildSheetRows(rows, columns)).toEqual([
      { Unidad: 'A-101', Titular: 'Martín Rodríguez', Importe: 12345.67, Vencimiento: '10/03/2026', Estado: 'Pagado' },
      { Unidad: 'B-204', Titular: 'José Pérez', Importe: -5, Vencimiento: '28/02/2026', Estado: 'Vencido' },
    ]);
  });
});

describe('describeRange and countResults', () => {
  it('group thousands with dots', () => {
    expect(describeRange(26, 50, 1234)).toBe('Mostrando 26–50 de 1.234');
    expect(describeRange(0, 0, 0)).toBe('Sin resultados');
    expect(countResults(1)).toBe('1 resultado');
    expect(countResults(10000)).toBe('10.000 resultados');
  });
});

describe('figures columns', () => {
  const units = { inset: '16px', fixed: '48px' };

  it('are numbers, amounts, dates and text marked tabular, never plain text', () => {
    expect(columns.filter(holdsFigures).map((column) => column.id)).toEqual(['amount', 'due']);
    expect(holdsFigures({ id: 'ci', header: 'Cédula', value: () => null, tabular: true })).toBe(true);
  });

  it('measure the longest text each one shows, across every row', () => {
    const widest = widestFigures(rows, columns);
    expect(widest.get('amount')).toBe('$ 12.345,67'.length);
    expect(widest.get('due')).toBe('10/03/2026'.length);
    expect(widest.has('owner')).toBe(false);
  });

  it('widen the table so that a column with a share fits its longest figure', () => {
    const sized: DataTableColumn<Payment>[] = [
      { id: 'owner', header: 'Titular', value: (row) => row.owner },
      { id: 'amount', header: 'Importe', kind: 'currency', value: (row) => row.amount, width: '20%' },
    ];
    expect(figuresMinWidth(sized, widestFigures(rows, sized), 0, units)).toBe('calc((12ch + 16px) * 5)');
  });

  it('count the fixed columns when the figures share what is left', () => {
    const shared: DataTableColumn<Payment>[] = [
      { id: 'owner', header: 'Titular', value: (row) => row.owner, width: '60%' },
      { id: 'amount', header: 'Importe', kind: 'currency', value: (row) => row.amount },
      { id: 'unit', header: 'Unidad', value: (row) => row.unit },
    ];
    expect(figuresMinWidth(shared, widestFigures(rows, shared), 2, units)).toBe(
      'calc((2 * (12ch + 16px) + 2 * 48px) / 0.4)',
    );
  });

  it('take the widest of several bounds, and none without figures', () => {
    expect(figuresMinWidth(columns, widestFigures(rows, columns), 1, units)).toBe(
      'calc((5 * (12ch + 16px) + 1 * 48px) / 1)',
    );
    const both = columns.map((column) => (column.id === 'due' ? { ...column, width: '10%' as const } : column));
    expect(figuresMinWidth(both, widestFigures(rows, both), 0, units)).toBe(
      'max(calc((11ch + 16px) * 10), calc((4 * (12ch + 16px)) / 0.9))',
    );
    expect(figuresMinWidth(columns.slice(0, 2), new Map(), 0, units)).toBeUndefined();
  });
});

describe('primaryColumnOf', () => {
  it('is the column marked primary, or the first', () => {
    expect(primaryColumnOf(columns)?.id).toBe('unit');
    expect(primaryColumnOf(columns.map((column) => ({ ...column, primary: column.id === 'owner' })))?.id).toBe('owner');
  });
});
