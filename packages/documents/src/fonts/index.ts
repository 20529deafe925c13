import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/**
 * The one typeface of every document: Inter, the app's, embedded in each PDF. The PDF standard-14 Helvetica is neither
 * embedded nor sure to print «ñ», «¿» or «»» alike on every viewer; the app's variable WOFF2 is not read reliably by
 * react-pdf. These are static TrueType files cut from Inter's by subset-inter.ts (SIL Open Font License, OFL.txt),
 * which fontkit embeds as /FontFile2 subsets.
 */
export const documentFont = 'Inter';

export const documentFontFiles = {
  regular: fileURLToPath(new URL('./Inter-Regular.ttf', import.meta.url)),
  bold: fileURLToPath(new URL('./Inter-Bold.ttf', import.meta.url)),
} as const;

// Registered once, when the package is first imported: react-pdf reads and parses each file the first time a document
// uses it and keeps it for the life of the process, so 2,000 statements parse the fonts once, not 2,000 times. Two
// weights only: each one a document uses is embedded in it.
Font.register({
  family: documentFont,
  fonts: [
    { src: documentFontFiles.regular, fontWeight: 400 },
    { src: documentFontFiles.bold, fontWeight: 700 },
  ],
});

// react-pdf hyphenates with English rules by default («Adminis-tración»); a statement's short lines never need a word
// cut, and skipping the hyphenation pass saves time on every render.
Font.registerHyphenationCallback((word) => [word]);
