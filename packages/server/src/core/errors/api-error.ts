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

/** The refusals of the contract: the mocks answer the same words. */
export const messages = refusals;

/** A 429 with the seconds to wait, in the header browsers and clients understand. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, messages.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
