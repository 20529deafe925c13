import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type AttendancePdfData, renderAttendancePdf } from '../index';
import { ROWS_FIRST_PAGE, ROWS_PER_PAGE } from './AttendancePdf';

const units = Array.from({ length: 60 }, (_, index) => ({
  apartmentId: index + 1,
  apartment: `Torre Ñandú · ${101 + index}`,
  coefficient: index === 0 ? 1.7 : (100 - 1.7) / 59,
  kind: (index % 7 === 3 ? 'ausente' : index % 6 === 5 ? 'representada' : 'presente') as
    | 'presente'
    | 'representada'
    | 'ausente',
  proxyHolder: index % 6 === 5 && index % 7 !== 3 ? 'Esc. Laura Méndez' : null,
  proxyApartmentId: null,
}));

const data: AttendancePdfData = {
  complejo: { name: 'Complejo Los Ñandúes', address: 'Av. Italia 3456, Montevideo' },
  issuer: { name: 'Administración Peñarol S.R.L.', phone: '2601 2345', email: 'asambleas@penarol.com.uy', logo: null },
  assembly: {
    title: 'Asamblea extraordinaria: azoteas',
    type: 'extraordinaria',
    date: '2026-12-10',
    time: '19:30',
    place: 'Salón de fiestas',
  },
  attendance: {
    assemblyId: 1,
    units,
    total: { heads: 60, coefficient: 100 },
    present: { heads: 51, coefficient: 85.9136 },
  },
  issuedOn: '2026-11-28',
};

const textOf = async (pdf: Buffer) => {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: proxy.numPages };
};

describe('the attendance sheet as a PDF', () => {
  it('names the assembly, the quorum by heads and by coefficient, and every unit with its proxy, over pages', async () => {
    const pdf = await renderAttendancePdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Hoja de asistencia');
    expect(text).toContain('Asamblea extraordinaria: azoteas');
    expect(text).toContain('Extraordinaria · 10/12/2026, 19:30 · Salón de fiestas');
    expect(text).toContain('Presentes o representadas: 51 de 60 unidades (85,0 %), con 85,9136 % del coeficiente');
    expect(text).toContain('Torre Ñandú · 101 1,7000 % Presente');
    expect(text).toContain('Torre Ñandú · 104');
    expect(text).toContain('Representada por poder Esc. Laura Méndez');
    expect(text).toContain('Torre Ñandú · 160');
    expect(text).toContain(`Página 2 de ${pages}`);
  });

  it('cuts its pages by rows, each whole: a long proxy name stays on its line', async () => {
    const long = {
      ...data,
      attendance: {
        ...data.attendance,
        units: units.map((unit) => ({ ...unit, proxyHolder: unit.proxyHolder && 'Escribana '.repeat(12) })),
      },
    };
    const proxy = await getDocumentProxy(new Uint8Array(await renderAttendancePdf(long)));
    const { text } = await extractText(proxy, { mergePages: false });
    expect(text).toHaveLength(1 + Math.ceil((units.length - ROWS_FIRST_PAGE) / ROWS_PER_PAGE));
    const first = text[0]!.replace(/\s+/g, ' ');
    expect(first).toContain(`Torre Ñandú · ${100 + ROWS_FIRST_PAGE}`);
    expect(first).not.toContain(`Torre Ñandú · ${101 + ROWS_FIRST_PAGE}`);
    const second = text[1]!.replace(/\s+/g, ' ');
    expect(second).toContain(`Unidad Coeficiente Asistencia Apoderado Firma Torre Ñandú · ${101 + ROWS_FIRST_PAGE}`);
    expect(second).toContain(`Torre Ñandú · ${100 + ROWS_FIRST_PAGE + ROWS_PER_PAGE}`);
    expect(second).toContain(`Página 2 de ${text.length}`);
    // Every row above the bottom margin (54 pt), clear of the footer: the counted rows fit their page.
    for (const number of [1, 2]) {
      const items = (await (await proxy.getPage(number)).getTextContent()).items as {
        str: string;
        transform: number[];
      }[];
      const rows = items.filter((item) => item.str.startsWith('Torre Ñandú'));
      expect(Math.min(...rows.map((item) => item.transform[5]!))).toBeGreaterThan(54);
    }
  });
});
