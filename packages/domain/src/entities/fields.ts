import { z } from 'zod';

/*
 * Wire-level building blocks shared by every entity and call. Each one carries its own Spanish message, because
 * whatever a schema says when it refuses a request travels unchanged to the person (the server answers
 * `{ ok: false, message }` with the first issue).
 */

export const invalidDataMessage = 'Los datos enviados no son válidos.';

/**
 * Single-line fields (names, numbers, titles) allow no control character at all; multi-line ones (descriptions,
 * messages, notes) allow line feeds and tabs, and a Windows or old-Mac line break arrives as a line feed.
 */
export type TextOptions = { multiline?: boolean };

/** What a text holding a control character is refused with when its field has no name to give. */
export const controlCharactersMessage = 'El texto contiene caracteres no permitidos.';

/** C0 (NUL to U+001F), DEL and C1 (U+0080 to U+009F); a multi-line text keeps its tabs and line feeds. */
const isControlCharacter = (code: number, multiline: boolean) =>
  (code <= 0x1f && !(multiline && (code === 0x09 || code === 0x0a))) || (code >= 0x7f && code <= 0x9f);

/**
 * Whether a text holds a control character. None belongs in what a person writes, and PostgreSQL refuses NUL in
 * text outright (the request would fail deep in the database instead of at its field).
 */
export const hasControlCharacters = (text: string, { multiline = false }: TextOptions = {}) => {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlCharacter(text.charCodeAt(index), multiline)) return true;
  }
  return false;
};

/** Refuses control characters in a text field; with `multiline`, tabs and line feeds are kept. */
export const withoutControlCharacters = <Schema extends z.ZodString>(
  schema: Schema,
  message: string = controlCharactersMessage,
  options: TextOptions = {},
) => schema.refine((text) => !hasControlCharacters(text, options), message);

/** Where in a parsed body a string still holds a control character (a multi-line text's \n and \t aside). */
const controlCharacterPath = (value: unknown, path: PropertyKey[] = []): PropertyKey[] | null => {
  if (typeof value === 'string') return hasControlCharacters(value, { multiline: true }) ? path : null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    const found = controlCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
};

/**
 * A request body: anything but an object (or nothing at all) is refused in Spanish. Its text fields refuse control
 * characters one by one, with their own words; once every field has passed, no string of the whole body may hold
 * one either, which also covers a plain z.string() declared next to a call.
 */
export const body = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: invalidDataMessage }).superRefine((value, context) => {
    if (context.issues.length > 0) return;
    const path = controlCharacterPath(value);
    if (path) context.addIssue({ code: 'custom', message: controlCharactersMessage, path });
  });

/** «de» + «el» contracts to «del» in Spanish: «el identificador del usuario», not «de el usuario». */
const ofThe = (what: string) => (what.startsWith('el ') ? `del ${what.slice(3)}` : `de ${what}`);

/** An id inside a body, e.g. the complejo a resident belongs to. */
export const idOf = (what: string) =>
  z
    .number({ error: `Seleccione ${what}.` })
    .int(`El identificador ${ofThe(what)} no es válido.`)
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

/**
 * The field a "missing" message names, capitalised: «Ingrese el nombre del complejo.» → «El nombre del complejo».
 * Every required text already names its field there, so its other refusals can name it too.
 */
const fieldOf = (missing: string): string | null => {
  const field = /^(?:Ingrese|Escriba|Falta)\s+(.+)\.$/u.exec(missing)?.[1];
  return field ? `${field[0]?.toUpperCase()}${field.slice(1)}` : null;
};

const controlMessageOf = (missing: string) => {
  const field = fieldOf(missing);
  return field ? `${field} contiene caracteres no permitidos.` : controlCharactersMessage;
};

const text = (notText: string, controlMessage: string, options: TextOptions) => {
  const trimmed = z.string({ error: notText }).trim();
  const lines = options.multiline ? trimmed.overwrite((value) => value.replace(/\r\n?/g, '\n')) : trimmed;
  return withoutControlCharacters(lines, controlMessage, options);
};

export const requiredText = (missing: string, max: number, options: TextOptions = {}) =>
  text(missing, controlMessageOf(missing), options)
    .min(1, missing)
    .max(max, `El texto admite hasta ${max} caracteres.`);

export const optionalText = (max: number, options: TextOptions = {}) =>
  text('El texto no es válido.', controlCharactersMessage, options)
    .max(max, `El texto admite hasta ${max} caracteres.`)
    .default('');

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

/** The most days a calendar asks about at once: a year and a day, whatever a client sends. */
export const CALENDAR_RANGE_DAYS = 366;

export const calendarRangeMessage = `Consulte hasta ${CALENDAR_RANGE_DAYS} días por vez.`;

/** Whether an ordered range of valid ISO dates spans at most CALENDAR_RANGE_DAYS days (UTC midnights: no zone moves a day). */
export const isCalendarRange = (range: { from: string; to: string }) => {
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000;
  return !(days >= CALENDAR_RANGE_DAYS);
};

/**
 * An optional field of a form that travels as '' when left blank (the domain's orEmpty), with a Spanish message
 * for a value that is not even text.
 */
export const blankOr = <Schema extends z.ZodType<string, string>>(schema: Schema, notText: string) =>
  z.union([z.literal(''), schema], { error: notText }).default('');
