import { z } from 'zod';

/*
 * Wire-level building blocks shared by every entity and call. Each one carries its own Spanish message, because
 * whatever a schema says when it refuses a request travels unchanged to the person (the server answers
 * `{ ok: false, message }` with the first issue).
 */

export const invalidDataMessage = 'Los datos enviados no son válidos.';

/** A request body: anything but an object (or nothing at all) is refused in Spanish. */
export const body = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: invalidDataMessage });

/** An id inside a body, e.g. the complejo a resident belongs to. */
export const idOf = (what: string) =>
  z
    .number({ error: `Seleccione ${what}.` })
    .int(`El identificador de ${what} no es válido.`)
    .positive(`Seleccione ${what}.`);

/** Path ids arrive as text: `/residents/findall/12`. */
export const pathId = z.coerce
  .number({ error: 'El identificador de la ruta debe ser un número.' })
  .int('El identificador de la ruta debe ser un número entero.')
  .positive('El identificador de la ruta debe ser un número mayor que cero.');

/** `{id}` of a spec path. */
export const idParams = z.object({ id: pathId });

/** The body of PUT status / remove calls and other "act on this row" requests. */
export const idBody = (what: string) => body({ id: idOf(what) });

export const requiredText = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `El texto admite hasta ${max} caracteres.`);

export const optionalText = (max: number) =>
  z.string({ error: 'El texto no es válido.' }).trim().max(max, `El texto admite hasta ${max} caracteres.`).default('');

/** ISO calendar date on the wire: "2026-03-05". The screens show it as dd/mm/yyyy. */
export const isoDateSchema = z.iso.date({ error: 'Ingrese una fecha válida (aaaa-mm-dd).' });

export const isoDateOf = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .pipe(z.iso.date({ error: 'La fecha no es válida (aaaa-mm-dd).' }));

/** A moment with its offset, "2026-03-05T13:20:00.000Z": sent, received, read, delivered. */
export const dateTimeSchema = z.iso.datetime({ error: 'La fecha y hora no es válida.', offset: true });

/** "hh:mm", 00:00 to 23:59. */
export const clockTimeSchema = z
  .string({ error: 'Ingrese una hora.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora debe tener la forma hh:mm, entre 00:00 y 23:59.');

/** A month of gastos comunes, "2026-03" (shown as "Marzo 2026"). */
export const periodSchema = z
  .string({ error: 'Ingrese un período.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'El período debe tener la forma aaaa-mm, por ejemplo 2026-03.');

/** Digits only, as stored: CI "12345672", RUT "211003420017", phone "24871234". */
export const digitsSchema = z.string().regex(/^\d*$/);

/** An id and a name: options of selects and the names lists show next to an id. */
export const optionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** A whole, non-negative count (floors, rooms, hours, capacity). */
export const countOf = (what: string, max: number) =>
  z
    .number({ error: `Ingrese ${what}.` })
    .int(`${what[0]?.toUpperCase()}${what.slice(1)} debe ser un número entero.`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} no puede ser negativo.`)
    .max(max, `${what[0]?.toUpperCase()}${what.slice(1)} admite hasta ${max}.`);

/** Where the date range of a request is backwards. */
export const rangeMessage = 'La fecha final no puede ser anterior a la inicial.';

/** The complejo a list belongs to, for the findall calls that POST it. */
export const buildingRequestSchema = body({ buildingId: idOf('el complejo') });
export type BuildingRequest = z.input<typeof buildingRequestSchema>;

/** A non-negative amount of centésimos (prices, fees, costs). */
export const nonNegativeCents = (what: string) =>
  z
    .number({ error: `Ingrese ${what}.` })
    .int(`${what[0]?.toUpperCase()}${what.slice(1)} debe ser una cantidad entera de centésimos.`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} no puede ser negativo.`)
    .max(Number.MAX_SAFE_INTEGER, `${what[0]?.toUpperCase()}${what.slice(1)} es demasiado grande.`);

/** A positive amount of centésimos (payments, salaries, movements). */
export const positiveCents = (what: string) =>
  nonNegativeCents(what).min(1, `${what[0]?.toUpperCase()}${what.slice(1)} debe ser mayor que cero.`);

/** A complejo-level date range, e.g. the days to look at in a calendar. */
export const dateRangeFields = {
  from: isoDateOf('Ingrese la fecha inicial.'),
  to: isoDateOf('Ingrese la fecha final.'),
};

/** ISO dates compare as text. */
export const isOrderedRange = (range: { from: string; to: string }) => range.from <= range.to;

/**
 * An optional field of a form that travels as '' when left blank (the domain's orEmpty), with a Spanish message
 * for a value that is not even text.
 */
export const blankOr = <Schema extends z.ZodType<string, string>>(schema: Schema, notText: string) =>
  z.union([z.literal(''), schema], { error: notText }).default('');
