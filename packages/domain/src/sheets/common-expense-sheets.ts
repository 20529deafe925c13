import type { z } from 'zod';

/** A row as the contract's schema gives it once parsed (defaults applied): what the ledger's writes take. */
type MovementRow = z.output<typeof movementInputSchema>;
type DetailRow = z.output<typeof commonExpenseDetailInputSchema>;

import {
  type CommonExpenseDetail,
  commonExpenseDetailInputSchema,
  movementInputSchema,
  type SheetKind,
} from '../entities/common-expense';
import { parseCurrency } from '../formatters/currency';
import { parseDate, parseIsoDate, toIsoDate } from '../formatters/date';
import { type Payer, payerLabels, payers } from '../ledger/statements';

/**
 * The two spreadsheets a period is filled from (SPEC §9): its movements, and its units' detail. Their columns are
 * written once here: the server's templates and its reading of an uploaded file, the mocks' and the screens' words
 * all come from these tables.
 */
/** A cell as a reader gives it: text, a number, a date, a boolean, or nothing. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** How a column is written in the template and read back: `pesos` are numbers in cells formatted as pesos. */
export type SheetColumnKind = 'text' | 'date' | 'pesos';
export type SheetColumn = { header: string; kind: SheetColumnKind; width: number; hint?: string };

export type SheetLayout = {
  /** The name of the template's sheet, and of the file's first sheet once filled. */
  sheetName: string;
  columns: readonly SheetColumn[];
  /** The template's example row, as the writer puts it in cells (dates as yyyy-mm-dd, pesos as numbers). */
  example: readonly (string | number)[];
};

export const movementSheet = {
  sheetName: 'Movimientos',
  columns: [
    { header: 'Fecha', kind: 'date', hint: 'dd/mm/aaaa', width: 12 },
    { header: 'Tipo', kind: 'text', hint: 'Ingreso o Egreso', width: 10 },
    { header: 'Categoría', kind: 'text', hint: 'Opcional: Limpieza, Sueldos, Mantenimiento…', width: 18 },
    { header: 'Descripción', kind: 'text', hint: 'Qué se cobró o se pagó', width: 40 },
    { header: 'Importe', kind: 'pesos', hint: 'En pesos, mayor que cero', width: 14 },
  ],
  example: ['2026-03-05', 'Egreso', 'Limpieza', 'Productos de limpieza de marzo', 12_345.67],
} as const satisfies SheetLayout;

export const detailSheet = {
  sheetName: 'Detalle',
  columns: [
    { header: 'Torre', kind: 'text', hint: 'Vacía si el complejo no tiene torres', width: 12 },
    { header: 'Unidad', kind: 'text', hint: 'El número del apartamento', width: 10 },
    { header: 'Pagador', kind: 'text', hint: 'Propietario o Inquilino', width: 14 },
    { header: 'Saldo inicial', kind: 'pesos', hint: 'Solo en el primer período del complejo', width: 14 },
    { header: 'Áreas comunes', kind: 'pesos', hint: 'Lo que se cobra por el uso de áreas comunes', width: 16 },
  ],
  example: ['Torre A', '101', 'Propietario', 0, 1_500],
} as const satisfies SheetLayout;

export const sheetLayouts = { movimientos: movementSheet, detalle: detailSheet } as const satisfies Record<
  SheetKind,
  SheetLayout
>;

/**
 * What an upload may weigh and hold: a complejo's month is a few thousand rows at most, and anything beyond these
 * is refused before it is read.
 */
export const sheetLimits = {
  bytes: 2 * 1024 * 1024,
  /** The file unzipped, all its parts together: a zip bomb stops here. */
  unzippedBytes: 40 * 1024 * 1024,
  /** Data rows, not counting the headers. */
  rows: 5_000,
  columns: 30,
  /** The problems an answer lists; the rest are counted. */
  problemsListed: 30,
} as const;

/** A row the reader could not take: its number in the sheet (the headers are row 1) and the column's header. */
export type SheetProblem = { row: number; column: string; message: string };
export type SheetRow = { number: number; cells: readonly SheetCell[] };
/** The rows taken, each with its row number in the sheet (`numbers[i]` is the row of `rows[i]`). */
export type SheetReading<T> = { ok: true; rows: T[]; numbers: number[] } | { ok: false; problems: SheetProblem[] };

/** Compared without case, accents or extra spaces: «CATEGORIA » is the header «Categoría». */
export const comparableText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const isBlank = (cell: SheetCell) => cell === null || cell === undefined || (typeof cell === 'string' && !cell.trim());

/** The headers the first row must have, in order; undefined when it has them. */
export const headersProblem = (layout: SheetLayout, headers: readonly SheetCell[]): string | undefined => {
  const expected = layout.columns.map((column) => column.header);
  const matches = expected.every((header, index) => {
    const cell = headers[index];
    return typeof cell === 'string' && comparableText(cell) === comparableText(header);
  });
  return matches ? undefined : expected.join(', ');
};

const textOf = (cell: SheetCell): string => {
  if (isBlank(cell)) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** Excel counts days from 30/12/1899; a date cell without its format arrives as that number. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

type CellReading<T> = { ok: true; value: T } | { ok: false; message: string };

/** A date cell, an Excel day number, or a date typed as dd/mm/aaaa (or yyyy-mm-dd): the day on the wire. */
const dateOf = (cell: SheetCell): CellReading<string> => {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { ok: false, message: 'La fecha no es válida.' };
    // Readers give a date-only cell as midnight UTC of its day.
    return { ok: true, value: cell.toISOString().slice(0, 10) };
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return { ok: false, message: 'La fecha no es válida.' };
    return { ok: true, value: new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10) };
  }
  const text = textOf(cell);
  return text ? typedDay(text) : { ok: false, message: 'Falta la fecha.' };
};

/** A day typed as dd/mm/aaaa, or as aaaa-mm-dd as systems write it: the day on the wire. */
export const typedDay = (text: string): CellReading<string> => {
  const typed = /^\d{4}-/.test(text.trim()) ? parseIsoDate(text) : parseDate(text);
  return typed.ok ? { ok: true, value: toIsoDate(typed.value) } : typed;
};

/** Pesos in a number cell (two decimals at most), or typed as a person writes them («$ 1.234,56»): centésimos. */
const pesosOf = (cell: SheetCell): CellReading<number> => {
  if (typeof cell === 'number') {
    const cents = Math.round(cell * 100);
    if (!Number.isFinite(cell) || !Number.isSafeInteger(cents))
      return { ok: false, message: 'El importe no es válido.' };
    if (Math.abs(cell * 100 - cents) > 1e-6) return { ok: false, message: 'El importe tiene más de dos decimales.' };
    return { ok: true, value: cents };
  }
  if (isBlank(cell)) return { ok: true, value: 0 };
  if (typeof cell !== 'string') return { ok: false, message: 'El importe no es un número.' };
  return parseCurrency(cell);
};

/** The field of the wire each column fills, to name the column of a message the contract's schema gives. */
type Reader<T> = {
  layout: SheetLayout;
  fields: readonly string[];
  /** The row's values as the contract's schema takes them, or the problems of its cells. */
  read: (cells: readonly SheetCell[]) => { values: Record<string, unknown>; problems: [number, string][] };
  schema: z.ZodType<T, unknown>;
};

const readRows = <T>(reader: Reader<T>, rows: readonly SheetRow[]): SheetReading<T> => {
  const problems: SheetProblem[] = [];
  const taken: T[] = [];
  const numbers: number[] = [];
  const header = (index: number) => reader.layout.columns[index]?.header ?? '';
  for (const row of rows) {
    if (row.cells.every(isBlank)) continue;
    const { values, problems: cellProblems } = reader.read(row.cells);
    for (const [index, message] of cellProblems) problems.push({ row: row.number, column: header(index), message });
    if (cellProblems.length > 0) continue;
    const checked = reader.schema.safeParse(values);
    if (checked.success) {
      taken.push(checked.data);
      numbers.push(row.number);
      continue;
    }
    for (const issue of checked.error.issues) {
      const index = reader.fields.indexOf(String(issue.path[0] ?? ''));
      problems.push({ row: row.number, column: header(Math.max(index, 0)), message: issue.message });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows: taken, numbers };
};

const movementTypesByWord: Record<string, 'ingreso' | 'egreso'> = { ingreso: 'ingreso', egreso: 'egreso' };

/** The movements of a filled template, every row checked: nothing is taken while one row is wrong. */
export const readMovementRows = (rows: readonly SheetRow[]): SheetReading<MovementRow> =>
  readRows<MovementRow>(
    {
      layout: movementSheet,
      fields: ['date', 'type', 'category', 'description', 'amount'],
      schema: movementInputSchema,
      read: (cells) => {
        const problems: [number, string][] = [];
        const date = dateOf(cells[0]);
        if (!date.ok) problems.push([0, date.message]);
        const type = movementTypesByWord[comparableText(textOf(cells[1]))];
        if (!type) problems.push([1, 'Escriba Ingreso o Egreso.']);
        const amount = pesosOf(cells[4]);
        if (!amount.ok) problems.push([4, amount.message]);
        return {
          problems,
          values: {
            date: date.ok ? date.value : '',
            type,
            category: textOf(cells[2]),
            description: textOf(cells[3]),
            amount: amount.ok ? amount.value : 0,
          },
        };
      },
    },
    rows,
  );

/** How a row names its unit: the reader does not know the complejo, its caller does. */
export type UnitFinder = (tower: string, number: string) => CellReading<number>;

const payersByWord: Record<string, Payer> = Object.fromEntries(payers.map((payer) => [comparableText(payer), payer]));

/**
 * The units' detail of a filled template. A unit is named by its tower (empty where the complejo has none) and its
 * number; `findUnit` says which apartment that is, or why none is.
 */
export const readDetailRows = (rows: readonly SheetRow[], findUnit: UnitFinder): SheetReading<DetailRow> =>
  readRows<DetailRow>(
    {
      layout: detailSheet,
      fields: ['tower', 'apartmentId', 'payer', 'prevBalance', 'commonAreas'],
      schema: commonExpenseDetailInputSchema,
      read: (cells) => {
        const problems: [number, string][] = [];
        const number = textOf(cells[1]);
        const unit = number ? findUnit(textOf(cells[0]), number) : { ok: false as const, message: 'Falta la unidad.' };
        if (!unit.ok) problems.push([1, unit.message]);
        const payerText = comparableText(textOf(cells[2]));
        const payer = payerText ? payersByWord[payerText] : 'propietario';
        if (!payer) problems.push([2, 'Escriba Propietario o Inquilino.']);
        const prevBalance = pesosOf(cells[3]);
        if (!prevBalance.ok) problems.push([3, prevBalance.message]);
        const commonAreas = pesosOf(cells[4]);
        if (!commonAreas.ok) problems.push([4, commonAreas.message]);
        return {
          problems,
          values: {
            apartmentId: unit.ok ? unit.value : 0,
            payer,
            prevBalance: prevBalance.ok ? prevBalance.value : 0,
            commonAreas: commonAreas.ok ? commonAreas.value : 0,
          },
        };
      },
    },
    rows,
  );

type Unit = { id: number; tower: string | null; number: string };

/** «Torre A» and «A» name the same tower: the word is what people leave out. */
const towerWord = (tower: string) => comparableText(tower).replace(/^torre\s*/, '');

/** Finds a complejo's unit by what a row writes: its number, and its tower when two towers share the number. */
export const unitFinderOf = (units: readonly Unit[]): UnitFinder => {
  const byNumber = new Map<string, Unit[]>();
  for (const unit of units) {
    const key = comparableText(unit.number);
    byNumber.set(key, [...(byNumber.get(key) ?? []), unit]);
  }
  return (tower, number) => {
    const candidates = byNumber.get(comparableText(number)) ?? [];
    const named = tower
      ? candidates.filter((unit) => unit.tower && towerWord(unit.tower) === towerWord(tower))
      : candidates;
    if (named.length === 1) return { ok: true, value: named[0]!.id };
    if (named.length > 1)
      return { ok: false, message: `Hay ${named.length} unidades ${number}: escriba también la torre.` };
    return { ok: false, message: `No hay una unidad ${tower ? `${tower} · ${number}` : number} en el complejo.` };
  };
};

/** The rows of a reading, for the answer's message: «Fila 4, columna «Importe»: …». */
export const describeProblems = (problems: readonly SheetProblem[]): string[] => {
  const listed = problems
    .slice(0, sheetLimits.problemsListed)
    .map((problem) => `Fila ${problem.row}, columna «${problem.column}»: ${problem.message}`);
  const rest = problems.length - listed.length;
  return rest > 0 ? [...listed, `Y ${rest} ${rest === 1 ? 'problema más' : 'problemas más'}.`] : listed;
};

const pesos = (cents: number) => cents / 100;

/**
 * The month's detail as /docs/commonexpenses/xls exports it: one row per statement, each figure in pesos as a
 * number (the cell's format shows it as $ 1.234,56), and who it bills.
 */
export const periodExportColumns = [
  { header: 'Torre', kind: 'text', width: 10, cell: (row) => row.tower ?? '' },
  { header: 'Unidad', kind: 'text', width: 10, cell: (row) => row.apartment },
  { header: 'Pagador', kind: 'text', width: 13, cell: (row) => payerLabels[row.payer] },
  { header: 'A nombre de', kind: 'text', width: 26, cell: (row) => row.billedTo ?? '' },
  { header: 'Saldo anterior', kind: 'pesos', width: 15, cell: (row) => pesos(row.prevBalance) },
  { header: 'Pagos', kind: 'pesos', width: 15, cell: (row) => pesos(row.payments) },
  { header: 'Saldo', kind: 'pesos', width: 15, cell: (row) => pesos(row.balance) },
  { header: 'Recargo', kind: 'pesos', width: 14, cell: (row) => pesos(row.surcharge) },
  { header: 'Gasto común', kind: 'pesos', width: 15, cell: (row) => pesos(row.commonExpenses) },
  { header: 'Cuota extra', kind: 'pesos', width: 14, cell: (row) => pesos(row.extraFee) },
  { header: 'Fondo de reserva', kind: 'pesos', width: 16, cell: (row) => pesos(row.reserveFound) },
  { header: 'Áreas comunes', kind: 'pesos', width: 15, cell: (row) => pesos(row.commonAreas) },
  { header: 'Total del período', kind: 'pesos', width: 17, cell: (row) => pesos(row.totalPeriod) },
  { header: 'Deuda total', kind: 'pesos', width: 15, cell: (row) => pesos(row.totalDebt) },
] as const satisfies readonly (SheetColumn & { cell: (row: CommonExpenseDetail) => string | number })[];

/** The export's rows, in the order the columns above give them. */
export const periodExportRows = (details: readonly CommonExpenseDetail[]): (string | number)[][] =>
  details.map((row) => periodExportColumns.map((column) => column.cell(row)));
