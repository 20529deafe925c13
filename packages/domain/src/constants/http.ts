/** SPEC §9: every call carries this header with this value. */
export const X_SYSTEM_HEADER = 'x-system';
export const X_SYSTEM_VALUE = '1';

/** SPEC §9: timeout of an HTTP call (5 hours, as the spec gives it). */
export const HTTP_TIMEOUT_MS = 18_000_000;

/** SPEC §8 and §9: a script chunk that has not loaded after 120 seconds fails. */
export const CHUNK_TIMEOUT_MS = 120_000;
