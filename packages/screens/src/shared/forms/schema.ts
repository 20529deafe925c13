/** Any of the domain's zod schemas, seen only through what the screens need (screens do not depend on zod). */
type Schema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

/**
 * The first message the domain's schema gives for a field, or null: the screens say exactly what the server
 * would answer, and in the same words.
 */
export const problemOf = (schema: Schema, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'El valor no es válido.');
};

/** "92,5" or "92.5" (people type either) → 92.5; '' → undefined (missing); anything else → NaN. */
export const parseDecimal = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
};

/** 92.5 → "92,5", for a decimal field that starts from a saved value. */
export const decimalText = (value: number) => String(value).replace('.', ',');

/**
 * A number typed in a text field, checked against its schema; text that is not a number gets `notNumber`, and an
 * empty field of a required one gets `missing` (a schema's default must never fill in what a form asks for).
 */
export const numberProblem = (schema: Schema, text: string, notNumber: string, missing?: string): string | null => {
  const value = parseDecimal(text);
  if (value === undefined && missing) return missing;
  if (Number.isNaN(value)) return notNumber;
  return problemOf(schema, value);
};

/**
 * Whether `message` is one the domain builds with `template` ("Ya existe el apartamento 403 en esa torre." of
 * apartmentMessages.numberTaken), so that a form can show the server's refusal on the field it is about.
 */
export const isMessageOf = (template: (value: string) => string, message: string): boolean => {
  const [before = '', after = ''] = template('\u0000').split('\u0000');
  return message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after);
};
