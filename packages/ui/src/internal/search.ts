/** Lower case without accents, so "Martín" is found by "martin" as people type it at the front desk. */
export const normalizeForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A number written with separators: a CI (1.234.567-8), an amount (1.234,56), a date, a phone (099 123 456). */
const groupedDigits = /\d[.,\-/:\s]+\d/;
const onlyDigitsAndSeparators = /^[\d.,\-/:\s]+$/;

/**
 * What a cell is found by: its text and, when it shows a number with separators, its bare digits too, so a CI
 * typed as 12345678 finds the cell that shows 1.234.567-8.
 */
export const searchTextOfCell = (text: string): string => {
  const normalized = normalizeForSearch(text);
  return groupedDigits.test(normalized) ? `${normalized}\u0000${normalized.replace(/\D/g, '')}` : normalized;
};

/** What the person typed, as the index holds it: a number written with separators becomes its bare digits. */
export const searchNeedle = (query: string): string => {
  const needle = normalizeForSearch(query.trim());
  return onlyDigitsAndSeparators.test(needle) && groupedDigits.test(needle) ? needle.replace(/\D/g, '') : needle;
};
