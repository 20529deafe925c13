import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { browserOpens, freeBrowserPort } from './app-server';

describe('the port a test server takes', () => {
  it('is never one Chromium refuses to open (ERR_UNSAFE_PORT)', () => {
    for (const refused of [3659, 4045, 5060, 6000, 6667, 10080]) expect(browserOpens(refused)).toBe(false);
    expect(browserOpens(3658)).toBe(true);
  });

  it('is free: a server can listen on it', async () => {
    const port = await freeBrowserPort();
    expect(browserOpens(port)).toBe(true);
    const listener = createServer();
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => listener.close(resolve));
  });
});
