import { formatCurrency, yearAccountOf } from '@horizontal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderYearAccountPdf, type YearAccountPdfData } from '../index';

const account = yearAccountOf({
  year: 2026,
  movements: [
    { date: '2025-12-20', type: 'ingreso', category: 'Alquiler del salón', amount: 1_000_000 },
    { date: '2026-02-05', type: 'egreso', category: 'Limpieza', amount: 4_567_890 },
    { date: '2026-03-05', type: 'egreso', category: 'Ascensores y mantenimiento técnico', amount: 1_234_512 },
    { date: '2026-03-18', type: 'egreso', category: 'Fondo de reserva', amount: 300_000 },
    { date: '2026-11-02', type: 'ingreso', category: 'Alquiler del salón', amount: 250_000 },
  ],
  payments: [
    { paidOn: '2026-02-08', amount: 7_000_000 },
    { paidOn: '2026-03-09', amount: 6_543_210 },
  ],
  reserveFundBilled: [{ period: '2026-02', amount: 450_000 }],
  debtAtEnd: { asOf: '2026-11-27', capital: 1_200_000, surcharge: 34_567, total: 1_234_567, unitsInDebt: 3 },
});

const data: YearAccountPdfData = {
  complejo: { name: 'Complejo Los Ñandúes', address: 'Av. Italia 3456, Montevideo' },
  issuer: { name: 'Administración Peñarol S.R.L.', phone: '2601 2345', email: 'cobranzas@penarol.com.uy', logo: null },
  account,
  issuedOn: '2026-11-27',
};

const textOf = async (pdf: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

describe('the year account as a PDF', () => {
  it('says the year, the complejo, every category and the balances in pesos, on A4 landscape', async () => {
    const pdf = await renderYearAccountPdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 841.890015 595.280029]');
    const text = await textOf(pdf);
    expect(text).toContain('Rendición de cuentas 2026');
    expect(text).toContain('Complejo Los Ñandúes');
    for (const category of ['Cobranza de gastos comunes', 'Alquiler del salón', 'Ascensores y mantenimiento técnico']) {
      expect(text).toContain(category);
    }
    expect(account.openingBalance).toBe(1_000_000);
    expect(text).toContain(`Saldo al 1/1/2026 ${formatCurrency(account.openingBalance)}`);
    expect(text).toContain(`Saldo al cierre ${formatCurrency(account.closingBalance)}`);
    expect(text).toContain(formatCurrency(13_543_210));
    expect(text).toContain('Deuda de las unidades al 27/11/2026');
    expect(text).toContain(`Total: ${formatCurrency(1_234_567)}`);
    expect(text).toContain('3 unidades con deuda');
    expect(text).toMatch(/Página 1 de 1/);
  });

  it('flows onto more pages when the categories are many, the heading drawn again on each', async () => {
    const many = yearAccountOf({
      year: 2026,
      movements: Array.from({ length: 90 }, (_, index) => ({
        date: '2026-05-05',
        type: 'egreso' as const,
        category: `Proveedor número ${index + 1}`,
        amount: 10_000 + index,
      })),
      payments: [],
      reserveFundBilled: [],
      debtAtEnd: { asOf: '2026-11-27', capital: 0, surcharge: 0, total: 0, unitsInDebt: 0 },
    });
    const text = await textOf(await renderYearAccountPdf({ ...data, account: many }));
    expect(text).toContain('Proveedor número 90');
    expect(text).toMatch(/Página 2 de [2-9]/);
    expect(text.match(/Concepto Ene Feb Mar/g)!.length).toBeGreaterThan(2);
  });
});
