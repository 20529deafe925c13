import { validatePassword } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { temporaryPassword } from './temporary-password';

describe('temporaryPassword', () => {
  it('always satisfies the password rule and is never the same twice', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 500; index += 1) {
      const password = temporaryPassword();
      expect(validatePassword(password)).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });
});
