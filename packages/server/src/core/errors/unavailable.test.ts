import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, serviceUnavailable, unavailableMessage } from './unavailable';

/** drizzle wraps the driver's error: the facts are in its cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select …'), { cause });

describe('a database that cannot be reached, told from a request that is wrong', () => {
  it('counts a refused, reset or lost connection and a server shutting down as unavailable', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '53300', '40001', '40P01']) {
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('db'), { code })))).toBe(true);
    }
  });

  it('does not count a refused row or a bug as unavailable', () => {
    for (const code of ['23505', '23503', '22P02', '42P01']) {
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('db'), { code })))).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers 503 in Spanish with the seconds to wait', () => {
    const error = serviceUnavailable();
    expect([error.statusCode, error.message, error.headers['retry-after']]).toEqual([503, unavailableMessage, '5']);
  });
});
