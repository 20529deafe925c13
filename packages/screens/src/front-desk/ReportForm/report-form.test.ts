import { REPORT_PHOTOS_MAX, uploadMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  checkPhotos,
  emptyDraft,
  type ReportDraft,
  tooManyPhotos,
  toRequest,
  validate,
  waitForPhotos,
} from './report-form';

const today = '2026-11-20';
const filled: ReportDraft = {
  ...emptyDraft(today),
  category: 'mantenimiento',
  title: ' Pérdida de agua ',
  description: ' Junto a la cochera 12. ',
  photos: ['companies/1/reportes/garaje.jpg'],
};

describe('toRequest', () => {
  it('sends a report of the whole complejo with its photos and the text trimmed', () => {
    expect(toRequest(filled)).toEqual({
      category: 'mantenimiento',
      title: 'Pérdida de agua',
      description: 'Junto a la cochera 12.',
      apartmentId: null,
      date: today,
      photos: ['companies/1/reportes/garaje.jpg'],
    });
  });

  it('sends the unit as its id', () => {
    expect(toRequest({ ...filled, unit: { value: '10', label: 'Torre A · 302' } }).apartmentId).toBe(10);
  });
});

describe('validate', () => {
  it('asks for the category and the title in the schema’s words', () => {
    expect(validate(emptyDraft(today))).toEqual({
      category: 'Seleccione la categoría del reporte.',
      title: 'Ingrese el título del reporte.',
    });
  });

  it('waits for the photos still uploading', () => {
    expect(validate({ ...filled, uploading: 1 })).toEqual({ photos: waitForPhotos });
  });
});

describe('checkPhotos', () => {
  const jpeg = (name: string, size = 1024) => ({ name, type: 'image/jpeg', size });

  it('refuses what is not a photo, a photo too heavy, and one more than a report carries', () => {
    const result = checkPhotos(
      [
        { name: 'acta.pdf', type: 'application/pdf', size: 1024 },
        jpeg('grande.jpg', 10 * 1_048_576 + 1),
        jpeg('uno.jpg'),
        jpeg('dos.jpg'),
      ],
      REPORT_PHOTOS_MAX - 1,
    );
    expect(result.accepted).toEqual([2]);
    expect(result.rejections).toEqual([
      `«acta.pdf»: ${uploadMessages.type('reportes')}`,
      `«grande.jpg»: ${uploadMessages.size('reportes')}`,
      `«dos.jpg» no se agregó: ${tooManyPhotos}`,
    ]);
  });

  it('says the schema’s limit', () => {
    expect(tooManyPhotos).toBe(`Un reporte lleva hasta ${REPORT_PHOTOS_MAX} fotos.`);
  });
});
