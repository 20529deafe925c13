import { renderToBuffer } from '@react-pdf/renderer';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderStatementPdf, StatementPdf, type StatementPdfData } from '../index';

const march: StatementPdfData = {
  complejo: { name: 'Complejo Los Ñandúes', address: 'Av. Italia 3456, Montevideo' },
  issuer: { name: 'Administración Peñarol S.R.L.', phone: '2601 2345', email: 'cobranzas@penarol.com.uy', logo: null },
  period: '2026-03',
  dueDate: '2026-04-10',
  issuedOn: '2026-03-31',
  unit: { apartment: '901', tower: 'Torre B' },
  payer: 'propietario',
  billedTo: 'María José Núñez',
  figures: {
    prevBalance: 523_456,
    payments: 400_000,
    balance: 123_456,
    surcharge: 1_234,
    commonExpenses: 654_321,
    extraFee: 100_000,
    reserveFound: 65_432,
    commonAreas: 150_000,
    totalPeriod: 970_987,
    totalDebt: 1_094_443,
  },
  debt: { lines: [], indexNote: null },
  paymentReference: '00001000012317',
};

const debtLines = (count: number): StatementPdfData['debt']['lines'] =>
  Array.from({ length: count }, (_, index) => ({
    period: `${2023 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
    dueDate: `${2023 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`,
    capital: 250_000 + index,
    surcharge: 3_100 + index,
  }));

const withDebt = (count: number): StatementPdfData => ({
  ...march,
  debt: { lines: debtLines(count), indexNote: 'Reajuste con el IPC de febrero 2026, el último publicado.' },
});

/** The text of each page as a PDF reader extracts it, every run of spaces and line ends made one space. */
const pagesOf = async (pdf: Buffer): Promise<string[]> => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
};

const textOf = async (pdf: Buffer) => (await pagesOf(pdf)).join(' ');

/** An A4 page as pdfkit writes its size, in points. */
const a4 = '/MediaBox [0 0 595.280029 841.890015]';

/** A logo with a transparent left half, as an administradora would upload it. */
const pngLogo = (width = 60, height = 20) => {
  const png = new PNG({ width, height });
  for (let at = 0; at < width * height; at += 1) png.data.set([20, 20, 20, at % width < width / 2 ? 255 : 0], at * 4);
  return new Uint8Array(PNG.sync.write(png));
};

/** A 16×8 grey gradient, baseline JPEG. */
const jpegLogo = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDIBCQkJDAsMGA0NGDIhHCEyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMv/AABEIAAgAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APN/B3/LOgD6A8Hf8s6AP//Z',
  'base64',
);

describe('renderStatementPdf', () => {
  it('prints the month, the unit, whom it bills and every figure as the formatters write them', async () => {
    const pdf = await renderStatementPdf(march);
    expect(pdf.toString('latin1').match(/\/MediaBox \[.*?\]/g)).toEqual([a4]);
    const [page, ...more] = await pagesOf(pdf);
    expect(more).toEqual([]);
    expect(page).toContain('Estado de cuenta — Gastos comunes');
    expect(page).toContain('Marzo 2026');
    expect(page).toContain('Administración Peñarol S.R.L.');
    expect(page).toContain('2601 2345 · cobranzas@penarol.com.uy');
    expect(page).toContain('Complejo Los Ñandúes');
    expect(page).toContain('Av. Italia 3456, Montevideo');
    expect(page).toContain('Torre B · Apto 901');
    expect(page).toContain('Propietario: María José Núñez');
    for (const [label, amount] of [
      ['Saldo anterior', '$ 5.234,56'],
      ['Pagos', '$ 4.000,00'],
      ['Saldo', '$ 1.234,56'],
      ['Recargos por mora', '$ 12,34'],
      ['Gastos comunes', '$ 6.543,21'],
      ['Cuota extra', '$ 1.000,00'],
      ['Fondo de reserva', '$ 654,32'],
      ['Áreas comunes', '$ 1.500,00'],
      ['Total del período', '$ 9.709,87'],
      ['Total a pagar', '$ 10.944,43'],
    ]) {
      expect(page).toContain(`${label} ${amount}`);
    }
    expect(page).toContain('Vence el 10/04/2026');
    expect(page).toContain('Torre B · Apto 901 · Marzo 2026 · Emitido el 31/03/2026');
    expect(page).toContain('Página 1 de 1');
  });

  it('gives the payment reference grouped by four, and where to pay with it', async () => {
    const text = await textOf(await renderStatementPdf(march));
    expect(text).toContain('Referencia de pago: 0000 1000 0123 17');
    expect(text).toContain(
      'Puede pagarlo en cualquier local de Abitab o RedPagos indicando la referencia 0000 1000 0123 17.',
    );
    expect(text).toContain(
      '¿Consultas? Comuníquese con Administración Peñarol S.R.L. al 2601 2345 o a cobranzas@penarol.com.uy.',
    );
  });

  it('embeds Inter as TrueType subsets and uses no standard font, whatever the statement says', async () => {
    const statements: StatementPdfData[] = [
      march,
      withDebt(30),
      { ...march, unit: { apartment: '12', tower: null }, payer: 'inquilino', billedTo: null, dueDate: null },
      { ...march, figures: { ...march.figures, totalDebt: -1 }, issuer: { ...march.issuer, logo: pngLogo() } },
    ];
    for (const statement of statements) {
      const raw = (await renderStatementPdf(statement)).toString('latin1');
      expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/);
      expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    }
  });

  it('writes what the fonts lack as they can, never in a font it does not embed', async () => {
    const pdf = await renderStatementPdf({
      ...march,
      billedTo: 'Nguyễn Văn 王',
      complejo: { name: 'Complejo\tSur', address: 'Av. Italia 3456\nMontevideo' },
    });
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    const text = await textOf(pdf);
    expect(text).toContain('Propietario: Nguyen Văn ?');
    expect(text).toContain('Complejo Sur Av. Italia 3456 Montevideo');
  });

  it('keeps the Spanish letters and signs of the data', async () => {
    const text = await textOf(
      await renderStatementPdf({
        ...march,
        billedTo: 'Ñoño Güemes Ávila',
        complejo: { name: '¡Edificio «El Ombú»!', address: 'Camino Carrasco 1234, Montevideo' },
      }),
    );
    expect(text).toContain('Propietario: Ñoño Güemes Ávila');
    expect(text).toContain('¡Edificio «El Ombú»!');
  });

  it('writes an accent typed as a separate mark (NFD) as the one letter the font has', async () => {
    const text = await textOf(await renderStatementPdf({ ...march, billedTo: 'Jose\u0301 Pen\u0303a' }));
    expect(text).toContain('Propietario: José Peña');
  });

  it('names a unit without a tower by its number, and a tenant without a name by the role alone', async () => {
    const text = await textOf(
      await renderStatementPdf({
        ...march,
        unit: { apartment: '12', tower: null },
        payer: 'inquilino',
        billedTo: null,
      }),
    );
    expect(text).toContain('Apto 12 Inquilino');
    expect(text).not.toContain('Torre');
    expect(text).not.toContain('Propietario');
  });

  it('has no «Deuda anterior» when no earlier month is owed', async () => {
    const text = await textOf(await renderStatementPdf(march));
    expect(text).not.toContain('Deuda anterior');
    expect(text).not.toContain('Reajuste e intereses');
  });

  it('lists the earlier months owed, with what they accrued and the note on the index', async () => {
    const [page, ...more] = await pagesOf(await renderStatementPdf(withDebt(3)));
    expect(more).toEqual([]);
    expect(page).toContain('Deuda anterior Período Vencimiento Capital Reajuste e intereses');
    expect(page).toContain('Enero 2023 10/01/2023 $ 2.500,00 $ 31,00');
    expect(page).toContain('Marzo 2023 10/03/2023 $ 2.500,02 $ 31,02');
    expect(page).toContain('Reajuste con el IPC de febrero 2026, el último publicado.');
    expect(page).toContain('Página 1 de 1');
  });

  it('flows a long debt onto a second page, with the table header and the page count on each', async () => {
    const pages = await pagesOf(await renderStatementPdf(withDebt(30)));
    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    expect(first).toContain('Total a pagar $ 10.944,43');
    expect(first).toContain('Enero 2023 10/01/2023');
    expect(first).toContain('Página 1 de 2');
    expect(second).toContain('Período Vencimiento Capital Reajuste e intereses');
    expect(second).toContain('Junio 2025 10/06/2025 $ 2.500,29 $ 31,29');
    expect(second).toContain('Reajuste con el IPC de febrero 2026, el último publicado.');
    expect(second).toContain('Torre B · Apto 901 · Marzo 2026 · Emitido el 31/03/2026');
    expect(second).toContain('Página 2 de 2');
  });

  it('counts the pages right on both sides of the page break', async () => {
    // A tall logo and a long note: 16 lines, which renderStatementPdf first draws as one page, take two.
    const tall = (lines: number): StatementPdfData => ({
      ...march,
      issuer: { ...march.issuer, logo: pngLogo(300, 100) },
      debt: {
        lines: debtLines(lines),
        indexNote: 'Reajuste con el IPC de febrero 2026, el último publicado. '.repeat(6),
      },
    });
    const counts: number[] = [];
    for (const lines of [14, 15, 16, 17, 18]) {
      const pdf = await renderStatementPdf(tall(lines));
      const pages = await pagesOf(pdf);
      counts.push(pages.length);
      pages.forEach((page, index) => {
        expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
      });
      expect(pdf.toString('latin1').match(/\/MediaBox \[.*?\]/g)).toEqual(pages.map(() => a4));
    }
    expect(counts).toEqual([1, 1, 2, 2, 2]);
  });

  it('shows a credit as «Saldo a favor», negative, with nothing to pay and no due date', async () => {
    const text = await textOf(
      await renderStatementPdf({
        ...march,
        figures: { ...march.figures, payments: 2_000_000, balance: -1_476_544, totalDebt: -505_557 },
      }),
    );
    expect(text).toContain('Saldo a favor -$ 5.055,57');
    expect(text).toContain('Saldo -$ 14.765,44');
    expect(text).not.toContain('Total a pagar');
    expect(text).not.toContain('Vence el');
    expect(text).toContain('No tiene importe a pagar: el saldo a favor se descuenta en el próximo estado de cuenta.');
    expect(text).toContain('Referencia de pago: 0000 1000 0123 17');
  });

  it('prints no due date when the period has none', async () => {
    const text = await textOf(await renderStatementPdf({ ...march, dueDate: null }));
    expect(text).not.toContain('Vence el');
    expect(text).toContain('Total a pagar $ 10.944,43');
  });

  it('draws the administradora’s logo, PNG (transparency laid on white) or JPEG', async () => {
    for (const logo of [pngLogo(), new Uint8Array(jpegLogo)]) {
      const raw = (await renderStatementPdf({ ...march, issuer: { ...march.issuer, logo } })).toString('latin1');
      expect(raw).toMatch(/\/Subtype \/Image/);
      // pdfkit writes a second image, a soft mask, for a PNG's alpha channel; a logo made opaque has none.
      expect(raw).not.toMatch(/\/SMask/);
    }
    const jpeg = await renderStatementPdf({ ...march, issuer: { ...march.issuer, logo: new Uint8Array(jpegLogo) } });
    expect(jpeg.toString('latin1')).toMatch(/\/Filter \/DCTDecode/);
  });

  it('refuses a logo that is neither PNG nor JPEG, in Spanish', async () => {
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
    await expect(renderStatementPdf({ ...march, issuer: { ...march.issuer, logo: gif } })).rejects.toThrow(
      'El logo debe ser una imagen PNG o JPEG.',
    );
  });
});

describe('StatementPdf', () => {
  it('is the document renderStatementPdf draws, with the pages counted', async () => {
    const drawn = await pagesOf(await renderToBuffer(StatementPdf({ data: withDebt(30) })));
    expect(drawn).toEqual(await pagesOf(await renderStatementPdf(withDebt(30))));
    const [single] = await pagesOf(await renderToBuffer(StatementPdf({ data: march })));
    expect(single).toEqual((await pagesOf(await renderStatementPdf(march)))[0]);
  });
});
