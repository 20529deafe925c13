import { describe, expect, it } from 'vitest';
import { checkFiles, formatFileSize } from './file-rules';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('formatFileSize', () => {
  it('writes sizes with a decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(Math.round(12.4 * 1024 * 1024))).toBe('12,4 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('checkFiles', () => {
  const rules = { accept: ['.pdf', '.jpg'], maxSizeBytes: 1024, maxFiles: 2 };

  it('accepts files of an allowed type and size, whatever the case of the extension', () => {
    const result = checkFiles([file('acta.PDF', 10), file('foto.jpg', 1024)], rules);
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['acta.PDF', 'foto.jpg']);
    expect(result.rejections).toEqual([]);
  });

  it('says why each refused file was refused', () => {
    const result = checkFiles([file('plano.dwg', 10), file('grande.pdf', 2048)], rules);
    expect(result.accepted).toEqual([]);
    expect(result.rejections).toEqual([
      '«plano.dwg» no es de un tipo admitido. Tipos admitidos: PDF, JPG.',
      '«grande.pdf» pesa 2 KB y el máximo es 1 KB.',
    ]);
  });

  it('counts the files already chosen against the maximum', () => {
    const result = checkFiles([file('a.pdf', 1), file('b.pdf', 1)], rules, 1);
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['a.pdf']);
    expect(result.rejections).toEqual(['«b.pdf» no se agregó: puede adjuntar hasta 2 archivos.']);
  });
});
