/**
 * Writes Inter-Regular.ttf and Inter-Bold.ttf: Inter's static TrueType files from @expo-google-fonts/inter (SIL Open
 * Font License 1.1, OFL.txt beside them), cut to documentCharacters and to two OpenType features, kerning and tabular
 * figures. The whole font (2,926 glyphs and dozens of features, contextual alternates among them) made fontkit shape
 * each line about six times slower, and every statement lays out and embeds its text anew. Run it again after
 * updating that package; subset-inter.test.ts fails until then.
 *   npx tsx packages/documents/src/fonts/subset-inter.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { documentCharacters } from './characters';

/** @types/subset-font does not know keepFeatures yet (subset-font 2.9 has it: hb-subset's --layout-features). */
type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[] };
const subset = subsetFont as (font: Buffer, text: string, options: SubsetOptions) => Promise<Buffer>;

/** kern: the spacing of pairs like «Te» or «AV»; tnum: figures of one width, so that amounts line up in columns. */
export const keptFeatures = ['kern', 'tnum'];

export const documentFontSources = {
  'Inter-Regular.ttf': '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  'Inter-Bold.ttf': '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;

export type DocumentFontFile = keyof typeof documentFontSources;

export const fontFileUrl = (file: DocumentFontFile) => new URL(`./${file}`, import.meta.url);

/** The cut of one file, from the installed package. */
export const subsetInter = (file: DocumentFontFile) => {
  const source = createRequire(import.meta.url).resolve(documentFontSources[file]);
  return subset(readFileSync(source), documentCharacters, { targetFormat: 'truetype', keepFeatures: keptFeatures });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of Object.keys(documentFontSources) as DocumentFontFile[]) {
    const font = await subsetInter(file);
    writeFileSync(fontFileUrl(file), font);
    console.log(`${file}: ${(font.length / 1024).toFixed(1)} KB`);
  }
}
