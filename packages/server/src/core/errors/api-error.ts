import { refusals } from '@horizontal/domain';

/** An expected failure: its Spanish message reaches the client as `{ ok: false, message }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The refusals of the contract (the mocks answer the same words), and those of a URL the router cannot read, which
 * only a hand-written request reaches.
 */
export const messages = {
  ...refusals,
  badUrl: 'La dirección solicitada no es válida.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
  headersTooLarge: 'La dirección o los encabezados de la solicitud son demasiado largos.',
  unreadableRequest: 'La solicitud no se pudo leer.',
  requestTimeout: 'La solicitud tardó demasiado en llegar.',
} as const;

/**
 * zod's own English messages ("Invalid input: expected object, received array", "Too big: …"). The contract writes
 * a Spanish one on every field, so one of these means a request of the wrong shape: it gets the general message.
 */
const zodDefault = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/;

/** A schema's message as it may reach the person: its own words, or the general Spanish one instead of zod's. */
export const spanishOrGeneral = (message: string | undefined): string =>
  message && !zodDefault.test(message) ? message : messages.invalidData;

/** A 429 with the seconds to wait, in the header browsers and clients understand. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, messages.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
