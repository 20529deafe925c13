// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subsetFile, subsetInter } from './subset-inter';

describe('the font the app ships', () => {
  it('is the cut subset-inter.ts makes of the installed Inter: run it after updating the package', async () => {
    const made = Buffer.from(await subsetInter());
    const shipped = readFileSync(subsetFile);
    expect(shipped.length).toBeLessThan(32 * 1024);
    expect(shipped.equals(made)).toBe(true);
  });
});
