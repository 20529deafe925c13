import { browserStepMs } from '@horizontal/test-support/timeouts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { axeViolations, overlappingText, sidewaysScroll, smallTargets } from './layout-checks';
import { signIn } from './steps';

/**
 * Every wired page at a phone's, a tablet's and a laptop's width (issue #29): the visitor's, the administrator's
 * and the master's. The pages are found as a person finds them, by following the links of the menus, lists and
 * pages from where each one lands (one page per address, one record's detail per list, and each list's «nuevo»),
 * so a new module's screens are visited the day they are wired.
 */
const baseURL = inject('baseURL');
const widths = [1366, 768, 360] as const;
/** The width pages are discovered at, and checked at as they are found. */
const discoveryWidth = widths[0];
/** Below this width fingers are the likely pointer (media.touch), and every control must be at least 44 px high. */
const touchWidth = 900;
const maxPages = 60;
/**
 * What one page may take at one width (a navigation, its data, the layout checks and axe): the test's own bound grows
 * with the pages it visits, which grow with every module (60 s for all of them ran out on a busy CI at 360 px).
 */
const pageBudgetMs = 6_000;

type Account = { who: string; email?: string; password?: string; start: string };
const accounts: Account[] = [
  { who: 'el visitante', start: '/' },
  { who: 'el administrador', email: 'admin@horizontal.uy', password: 'Admin#2026', start: '/home' },
  { who: 'el maestro', email: 'maestro@horizontal.uy', password: 'Maestro#2026', start: '/home' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page has drawn its data: its heading is there and no list or tile is still loading. */
const settle = async (page: Page) => {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/** The signed-in pages work on a complejo: the first one the user holds is chosen, as a person would. */
const chooseComplejo = async (page: Page) => {
  const selector = page.getByRole('combobox', { name: 'Complejo' });
  if ((await selector.count()) > 0 && (await selector.inputValue()) === '') await selector.selectOption({ index: 1 });
};

const linksOf = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .map((link) => new URL(link.href, window.location.href))
      .filter((url) => url.origin === window.location.origin && !/^\/(api|files)\//.test(url.pathname))
      .map((url) => url.pathname + url.search),
  );

/**
 * Follows links breadth-first from the start page: one address per path, and a «nuevo» for every list. Each page found
 * is checked where it stands (`check`), so the width discovery runs at needs no second visit.
 */
const discoverPages = async (
  page: Page,
  start: string,
  check: (address: string) => Promise<void>,
): Promise<string[]> => {
  const found = new Map<string, string>([[start, start]]);
  const queue = [start];
  while (queue.length > 0 && found.size < maxPages) {
    const address = queue.shift()!;
    await page.goto(address);
    await settle(page).catch((error: Error) => {
      throw new Error(`${address}: ${error.message}`);
    });
    await check(address);
    const next = (await linksOf(page)).flatMap((link) => {
      const path = link.split('?')[0]!;
      return path.endsWith('/listado') ? [link, path.replace(/\/listado$/, '/nuevo')] : [link];
    });
    for (const link of next) {
      const path = link.split('?')[0]!;
      if (found.has(path) || path === '/login') continue;
      found.set(path, link);
      queue.push(link);
    }
  }
  return [...found.values()];
};

const problemsAt = async (page: Page, width: number): Promise<string[]> => [
  ...(await sidewaysScroll(page)),
  ...(await overlappingText(page)),
  ...(width < touchWidth ? await smallTargets(page) : []),
  ...(await axeViolations(page)),
];

describe.each(accounts)('every page of $who', (account) => {
  let page: Page;
  let context: BrowserContext;
  let pages: string[] = [];
  /** What discovery found wrong at its own width, page by page. */
  const problemsWhileDiscovering: string[] = [];

  beforeAll(async () => {
    // One tab for all the account's pages, opened here rather than by openPage, whose failure screenshots are
    // a single test's.
    context = await browser.newContext({ baseURL, locale: 'es-UY', viewport: { width: discoveryWidth, height: 768 } });
    context.setDefaultTimeout(browserStepMs);
    page = await context.newPage();
    if (account.email && account.password) {
      await signIn(page, account.email, account.password);
      await page.waitForURL('**/home');
      await settle(page);
      await chooseComplejo(page);
    }
    pages = await discoverPages(page, account.start, async (address) => {
      const problems = await problemsAt(page, discoveryWidth);
      problemsWhileDiscovering.push(...problems.map((problem) => `${address}: ${problem}`));
    });
  }, maxPages * pageBudgetMs);
  afterAll(() => context?.close());

  it('reaches the pages of its menus', () => {
    expect(pages.length).toBeGreaterThan(account.email ? 5 : 1);
  });

  it.each(widths)(
    'holds at %i px: no sideways scroll, no text over text, finger-sized controls, no axe violation',
    async (width) => {
      await page.setViewportSize({ width, height: width < touchWidth ? 800 : 768 });
      const problems: string[] = width === discoveryWidth ? [...problemsWhileDiscovering] : [];
      for (const address of width === discoveryWidth ? [] : pages) {
        await page.goto(address);
        await settle(page);
        problems.push(...(await problemsAt(page, width)).map((problem) => `${address}: ${problem}`));
      }
      // Folded, the modules and the account are in the «Menú» drawer: it is checked open too.
      const menu = page.getByRole('button', { name: /^Menú/ });
      if (account.email && (await menu.isVisible())) {
        await menu.click();
        await page.getByRole('dialog', { name: 'Menú' }).waitFor();
        // The panel slides in: measured mid-slide, its links cross the page under it. Checked once it has landed.
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((animation) => animation.finished)).then(() => undefined),
        );
        problems.push(...(await problemsAt(page, width)).map((problem) => `Menú abierto: ${problem}`));
        await page.keyboard.press('Escape');
      }
      expect(problems.join('\n')).toBe('');
    },
    maxPages * pageBudgetMs,
  );
});
