import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('checks answers against the contract except in production, unless told', () => {
    expect(loadConfig({}).validateAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).validateAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).validateAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', VALIDATE_ANSWERS: 'true' }).validateAnswers).toBe(true);
    expect(loadConfig({ VALIDATE_ANSWERS: 'false' }).validateAnswers).toBe(false);
  });

  it('serves the app built in packages/app by default, wherever this file sits', () => {
    const appDist = loadConfig({}).appDist ?? '';
    expect(appDist.endsWith('packages/app/dist')).toBe(true);
    expect(existsSync(join(appDist, '..', 'package.json'))).toBe(true);
  });
});
