/** Lower case without accents, so "Martín" is found by "martin" as people type it at the front desk. */
export const normalizeForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
