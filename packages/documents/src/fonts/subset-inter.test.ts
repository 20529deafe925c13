import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { documentCharacters } from './characters';
import { type DocumentFontFile, documentFontSources, fontFileUrl, subsetInter } from './subset-inter';

const files = Object.keys(documentFontSources) as DocumentFontFile[];

describe('the fonts the documents embed', () => {
  it.each(files)(
    '%s is the cut subset-inter.ts makes of the installed Inter: run it after updating the package',
    async (file) => {
      const made = await subsetInter(file);
      const shipped = readFileSync(fontFileUrl(file));
      expect(shipped.length).toBeLessThan(48 * 1024);
      expect(shipped.equals(made)).toBe(true);
    },
  );

  it.each(files)('%s draws every character a document may write, and its figures in one width', (file) => {
    const font = fontkit.create(readFileSync(fontFileUrl(file)));
    if ('fonts' in font) throw new Error(`${file} es una colección de fuentes.`);
    const missing = [...documentCharacters].filter(
      (character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
    const widths = new Set(font.layout('0123456789', ['tnum']).positions.map((position) => position.xAdvance));
    expect(widths.size).toBe(1);
  });
});
