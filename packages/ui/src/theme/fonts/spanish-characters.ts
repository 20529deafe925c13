/**
 * What the app writes with Inter: ASCII, Latin-1 (á, ñ, ü, ¿, ¡, º, «», and the ç, ã, ß of names from elsewhere),
 * and the punctuation and signs of its texts. Any other character is drawn by the next font of the theme's stack.
 */
export const spanishCharacters = (() => {
  let text = '';
  for (let code = 0x20; code <= 0x7e; code += 1) text += String.fromCodePoint(code);
  for (let code = 0xa0; code <= 0xff; code += 1) text += String.fromCodePoint(code);
  return `${text}–—‘’“”‚„…•·€™−×÷→←↑↓`;
})();
