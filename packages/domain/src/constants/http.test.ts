import { describe, expect, it } from 'vitest';
import { CHUNK_TIMEOUT_MS, HTTP_TIMEOUT_MS, X_SYSTEM_HEADER, X_SYSTEM_VALUE } from './http';

describe('HTTP constants of SPEC §9', () => {
  it('has the x-system header and the timeouts', () => {
    expect(X_SYSTEM_HEADER).toBe('x-system');
    expect(X_SYSTEM_VALUE).toBe('1');
    expect(HTTP_TIMEOUT_MS).toBe(18_000_000);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
