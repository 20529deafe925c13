import { chromiumArgs, chromiumPath } from '@horizontal/test-support/chromium';
import { browserStepMs } from '@horizontal/test-support/timeouts';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/** A laptop's window, where the header shows unfolded; a phone's is { width: 390, height: 844 }. */
export const laptop = { width: 1366, height: 768 } as const;

/** A page whose console errors and failed requests are collected, so a test can assert there were none. */
export const openPage = async (
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = laptop,
) => {
  const context = await browser.newContext({ baseURL, locale: 'es-UY', viewport });
  context.setDefaultTimeout(browserStepMs);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the page showed when a step failed says more than the locator's timeout.
  // Only a page opened inside a test can report that test's failure; one opened in beforeAll serves many.
  if (expect.getState().currentTestName !== undefined) {
    onTestFailed(async ({ task }) => {
      const name = task.name.replace(/[^\p{L}\d]+/gu, '-').slice(0, 80);
      await page.screenshot({ path: `e2e/__failures__/${name}.png`, fullPage: true }).catch(() => undefined);
    });
  }
  return { page, errors, close: () => context.close() };
};
