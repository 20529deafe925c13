import { commonExpenseMessages, paymentsFileLimits, sheetLimits } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultFileName,
  exportName,
  fileNameProblem,
  fileProblem,
  messageLines,
  paymentsFileHint,
  paymentsFileProblem,
  sheetFileHint,
  sheetOptions,
} from './period-sheets';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('the sheet to import', () => {
  it('offers the movements first, each sheet described by its template’s columns', () => {
    expect(sheetOptions.map((option) => option.label)).toEqual(['Movimientos', 'Detalle de unidades']);
    expect(sheetOptions[0]!.hint).toBe('Columnas: Fecha, Tipo, Categoría, Descripción, Importe.');
    expect(sheetFileHint).toBe('Libro de Excel (.xlsx) de hasta 2 MB.');
  });

  it('asks for a file, a workbook, within the limit, before anything is uploaded', () => {
    expect(fileProblem(null)).toBe('Elija el archivo de la planilla.');
    expect(fileProblem(file('movimientos.csv'))).toBe('Elija un libro de Excel (.xlsx).');
    expect(fileProblem(file('movimientos.xls'))).toBe('Elija un libro de Excel (.xlsx).');
    expect(fileProblem(file('movimientos.xlsx', sheetLimits.bytes + 1))).toBe('El archivo pesa más de 2 MB.');
    expect(fileProblem(file('MOVIMIENTOS.XLSX', sheetLimits.bytes))).toBeNull();
  });
});

describe('the payments file to import', () => {
  it('is a CSV within the payments limit, said before it is chosen', () => {
    expect(paymentsFileHint).toBe('Archivo CSV (.csv) de hasta 2 MB.');
  });

  it('asks for a file, a CSV, within the limit, before anything is uploaded', () => {
    expect(paymentsFileProblem(null)).toBe('Elija el archivo de pagos.');
    expect(paymentsFileProblem(file('pagos.xlsx'))).toBe('Elija un archivo CSV (.csv).');
    expect(paymentsFileProblem(file('pagos.txt'))).toBe('Elija un archivo CSV (.csv).');
    expect(paymentsFileProblem(file('pagos.csv', paymentsFileLimits.bytes + 1))).toBe('El archivo pesa más de 2 MB.');
    expect(paymentsFileProblem(file('PAGOS.CSV', paymentsFileLimits.bytes))).toBeNull();
  });
});

describe('the month’s export', () => {
  it('is named after the period, without an .xlsx the app adds anyway', () => {
    expect(defaultFileName({ period: '2026-03' })).toBe('gastos-comunes-2026-03');
    expect(exportName('  marzo.XLSX ')).toBe('marzo');
    expect(exportName('gastos-comunes-2026-03')).toBe('gastos-comunes-2026-03');
  });

  it('checks the name with the export’s schema', () => {
    expect(fileNameProblem('gastos-comunes-2026-03')).toBeNull();
    expect(fileNameProblem('')).toBe('Ingrese el nombre del archivo.');
    expect(fileNameProblem('marzo/2026')).toBe('El nombre del archivo no puede contener \\ / : * ? " < > |.');
  });
});

describe('an import’s answer', () => {
  it('splits a refused sheet’s summary from the rows’ problems', () => {
    const message = commonExpenseMessages.sheetInvalid([
      { row: 4, column: 'Importe', message: 'El importe tiene más de dos decimales.' },
      { row: 7, column: 'Tipo', message: 'Escriba Ingreso o Egreso.' },
    ]);
    expect(messageLines(message)).toEqual({
      summary: 'La planilla tiene 2 errores: no se guardó nada. Corríjala y vuelva a subirla.',
      problems: [
        'Fila 4, columna «Importe»: El importe tiene más de dos decimales.',
        'Fila 7, columna «Tipo»: Escriba Ingreso o Egreso.',
      ],
    });
  });

  it('is just its text when it is one line', () => {
    expect(messageLines(commonExpenseMessages.sheetEmpty)).toEqual({
      summary: commonExpenseMessages.sheetEmpty,
      problems: [],
    });
  });

  it('splits an accepted payments file’s summary from the lines it did not take', () => {
    const message = commonExpenseMessages.paymentsImported(12, 1, [
      {
        line: 4,
        reference: '00001000012318',
        reason: 'El dígito verificador de la referencia no coincide: revise los dígitos.',
      },
    ]);
    expect(messageLines(message)).toEqual({
      summary: 'Se confirmaron 12 pagos; 1 ya estaba confirmado; 1 línea no se tomó.',
      problems: [
        'Línea 4 (0000 1000 0123 18): El dígito verificador de la referencia no coincide: revise los dígitos.',
      ],
    });
  });
});
