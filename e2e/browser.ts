import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/** A page whose console errors and failed requests are collected, so a test can assert there were none. */
export const openPage = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, locale: 'es-UY', viewport: { width: 1366, height: 768 } });
  context.setDefaultTimeout(10_000);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
};
