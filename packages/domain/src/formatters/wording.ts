/**
 * A record named after its kind, without saying the kind twice: «la torre» and «Torre A» make «la Torre A», «el
 * complejo» and «Complejo Parque Batlle» «el Complejo Parque Batlle», while «la torre» and «Norte» stay «la torre
 * Norte». The first word of `kind` is its article or contraction (la, el, del, al).
 */
export const theNamed = (kind: string, name: string): string => {
  const [article, ...noun] = kind.split(' ');
  const spoken = noun.join(' ').toLocaleLowerCase('es');
  const named = name.toLocaleLowerCase('es');
  return named === spoken || named.startsWith(`${spoken} `) ? `${article} ${name}` : `${kind} ${name}`;
};

/** Ends a sentence with one stop: a name that ends in one («Gestión Costa Este S.R.L.») gets no second. */
export const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Spanish order for what people pick from: «Ñ» after «N», «Á» with «A», «Torre 10» after «Torre 9». */
export const compareSpanish = new Intl.Collator('es-UY', { sensitivity: 'base', numeric: true }).compare;

/** The noun that goes with a count: 1 «unidad», 0 or 12 «unidades» (Spanish counts zero as plural). */
export const countNoun = (count: number, one: string, many: string): string => (count === 1 ? one : many);
