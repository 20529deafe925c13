/**
 * How every list, statement and option names a unit: "Torre A · 302", or the number alone in a complejo without
 * towers. A unit's number alone is ambiguous where two towers both have a 302.
 */
export const unitLabel = ({ tower, number }: { tower: string | null; number: string }): string =>
  tower ? `${tower} · ${number}` : number;

/**
 * The words and numbers of a text, lower case and without accents: "Torre B · 901" is torre, b, 901, and so is
 * "torre b901". Spaces, «·», dashes and the change from letters to digits all separate them.
 */
const searchTerms = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .match(/\p{L}+|\p{N}+/gu) ?? [];

/** Whether each term typed can sit in a term of its own of the label (a tower's «1» and a unit's «101» are two). */
const placeable = (typed: readonly string[], terms: readonly string[], taken: readonly boolean[]): boolean => {
  const [first, ...rest] = typed;
  if (first === undefined) return true;
  return terms.some(
    (term, index) =>
      !taken[index] &&
      term.includes(first) &&
      placeable(
        rest,
        terms,
        taken.map((used, at) => used || at === index),
      ),
  );
};

/**
 * Whether a unit's label (with whatever the option adds, e.g. its owner) is what a person typed in a unit picker:
 * tower and number in any order, with or without spaces or «·», accents and case ignored. «B 901», «B901»,
 * «901 b», «Torre B 901» and «torre b · 90» all find "Torre B · 901"; «1 101» finds "Torre 1 · 101" but not
 * "Torre 2 · 101".
 */
export const matchesUnitSearch = (label: string, query: string): boolean => {
  const typed = searchTerms(query);
  if (typed.length === 0) return true;
  const terms = searchTerms(label);
  return placeable(
    typed,
    terms,
    terms.map(() => false),
  );
};
