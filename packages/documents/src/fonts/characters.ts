/**
 * What a document may write: ASCII, Latin-1 (á, ñ, ü, ¿, ¡, º, «») and Latin Extended-A (names from elsewhere:
 * ł, š, ő, č), and the punctuation and signs of the templates. The embedded fonts carry exactly these.
 */
export const documentCharacters = (() => {
  let text = '';
  for (let code = 0x20; code <= 0x7e; code += 1) text += String.fromCodePoint(code);
  // Not U+00AD, the soft hyphen, never drawn, nor U+0149 «ŉ», deprecated by Unicode: Inter has neither.
  for (let code = 0xa0; code <= 0x17f; code += 1)
    if (code !== 0xad && code !== 0x149) text += String.fromCodePoint(code);
  return `${text}–—‘’“”‚„…•·€™−×÷`;
})();

const drawable = new Set(documentCharacters);
const ignorable = /\p{Default_Ignorable_Code_Point}/u;
const space = /\s/u;
const mark = /[\p{M}\p{Cc}]/u;

/**
 * A text typed by a person, written with the characters the fonts carry. react-pdf draws a character the font lacks
 * with the standard Helvetica, which is not embedded and lacks it too (a line end, «ễ» or «王» would put it in the
 * PDF): any space becomes a plain one, a letter outside the set loses its accents (Nguyễn → Nguyen), marks and
 * invisible characters go, and anything else becomes «?». Text in NFC first, where «é» is one character.
 */
export const printable = (text: string): string => {
  let written = '';
  for (const character of text.normalize('NFC')) {
    if (drawable.has(character)) written += character;
    // Before spaces: a zero-width no-break space (U+FEFF, a byte order mark pasted along) is a space to /\s/.
    else if (ignorable.test(character)) continue;
    else if (space.test(character)) written += ' ';
    else if (!mark.test(character)) {
      const letters = [...character.normalize('NFKD')].filter((part) => drawable.has(part)).join('');
      written += letters === '' ? '?' : letters;
    }
  }
  return written;
};
