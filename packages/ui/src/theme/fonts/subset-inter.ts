/**
 * Writes inter-spanish.woff2: Inter's variable Latin file from @fontsource-variable/inter, cut to the characters and
 * weights the app uses (48 KB → 28 KB on every first visit, issue #13). Run it again after updating that package;
 * subset-inter.test.ts fails until then.
 *   npx tsx packages/ui/src/theme/fonts/subset-inter.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { spanishCharacters } from './spanish-characters';

export const subsetFile = new URL('./inter-spanish.woff2', import.meta.url);

/** The theme's weights, regular to bold (inter.css says the same): the file keeps only that part of the axis. */
const interWeights = { min: 400, max: 700 };

/** The cut, from the installed package: every OpenType feature is kept (tabular figures among them). */
export const subsetInter = () => {
  const source = createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  );
  return subsetFont(readFileSync(source), spanishCharacters, {
    targetFormat: 'woff2',
    variationAxes: { wght: interWeights },
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetInter();
  writeFileSync(subsetFile, font);
  console.log(`inter-spanish.woff2: ${(font.length / 1024).toFixed(1)} KB`);
}
