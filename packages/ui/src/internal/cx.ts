/** Joins class names, skipping the ones a condition turned off. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
