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
});
