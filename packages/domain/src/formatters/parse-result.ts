/** Outcome of reading what a person typed: the value, or a Spanish message to show next to the field. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const parsed = <T>(value: T): ParseResult<T> => ({ ok: true, value });

export const parseFailure = <T = never>(message: string): ParseResult<T> => ({ ok: false, message });
