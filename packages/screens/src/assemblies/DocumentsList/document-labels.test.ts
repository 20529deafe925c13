import { MAX_UPLOAD_BYTES } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { documentTypeOf, fileProblem, uploadedDayOf } from './document-labels';

describe('document labels', () => {
  it('refuses before sending a file over 10 MB, of a type not taken, or empty', () => {
    expect(fileProblem({ type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'El archivo supera el máximo de 10 MB.',
    );
    expect(fileProblem({ type: 'video/mp4', size: 10 })).toMatch(/^Ese tipo de archivo no se admite/);
    expect(fileProblem({ type: '', size: 10 })).toMatch(/^Ese tipo de archivo no se admite/);
    expect(fileProblem({ type: 'text/csv', size: 0 })).toBe('El archivo está vacío.');
  });

  it('names the kind of a file as people do', () => {
    expect(documentTypeOf('application/pdf')).toBe('PDF');
    expect(documentTypeOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('Excel');
    expect(documentTypeOf('image/jpeg')).toBe('Imagen');
  });

  it('dates an upload by Montevideo’s day', () => {
    // 01:30 UTC is still the evening before in Montevideo (UTC−3).
    expect(uploadedDayOf({ uploadedAt: '2026-11-21T01:30:00.000Z' })).toBe('2026-11-20');
  });
});
