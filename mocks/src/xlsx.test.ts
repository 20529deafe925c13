import { XLSX_CONTENT_TYPE } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { xlsxBlob } from './xlsx';

describe('the mocks’ sheet downloads', () => {
  it('are real .xlsx files with the sheet and the rows asked for', async () => {
    const blob = await xlsxBlob('Marzo 2026: detalle largo de más de treinta y un caracteres', [
      ['Unidad', 'Gasto común'],
      ['Torre A · 302', 4_250.5],
      ['Torre B · 101', null],
    ]);
    expect(blob.type).toBe(XLSX_CONTENT_TYPE);
    // Reading our own file back is safe; untrusted uploads are read with exceljs on the server.
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Marzo 2026  detalle largo de má']);
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 })).toEqual([
      ['Unidad', 'Gasto común'],
      ['Torre A · 302', 4_250.5],
      ['Torre B · 101'],
    ]);
  });
});
