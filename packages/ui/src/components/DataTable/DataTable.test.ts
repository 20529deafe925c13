import { describe, expect, it } from 'vitest';
import { searchNeedle } from '../../internal/search';
import {
  buildSearchIndex,
  buildSheetRows,
  compareValues,
  countResults,
  type DataTableColumn,
  describeRange,
  formatValue,
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
