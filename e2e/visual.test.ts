import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { serveFolder } from './static-server';
import { comparePngs } from './visual/compare';

/**
 * The visual baseline: every story of the ui kit and of the screens, rendered in Chromium from the built Storybook
 * and compared with its committed PNG. UPDATE_VISUAL=1 rewrites the baselines; a missing one is written.
 */
const storybookStatic = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const baselineDir = fileURLToPath(new URL('./visual/baseline/', import.meta.url));
const diffDir = fileURLToPath(new URL('./visual/__diff__/', import.meta.url));
const update = process.env.UPDATE_VISUAL === '1';

type IndexEntry = { id: string; type: string; importPath: string; tags?: string[] };

/** The window most stories are drawn in. */
const defaultViewport = { width: 900, height: 640 };

/**
 * Stories tagged `widths` (the shell, Inicio, a list, a form) are drawn at a phone's, a tablet's and a laptop's
 * width as well, each its own baseline `<id>@<width>.png` (issue #29).
 */
const viewports = {
  360: { width: 360, height: 800 },
  768: { width: 768, height: 800 },
  1366: { width: 1366, height: 768 },
} as const;

const entriesOf = (...packages: string[]): IndexEntry[] => {
  const index = JSON.parse(readFileSync(`${storybookStatic}index.json`, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && packages.some((folder) => entry.importPath.startsWith(`./${folder}/`)),
  );
};

const storiesOf = (...packages: string[]): string[] => entriesOf(...packages).map((entry) => entry.id);

/** What is shot: every story at the default window, and the `widths` stories at each width too. */
const shotsOf = (...packages: string[]): string[] =>
  entriesOf(...packages)
    .flatMap((entry) => [
      entry.id,
      ...(entry.tags?.includes('widths') ? Object.keys(viewports).map((width) => `${entry.id}@${width}`) : []),
    ])
    .sort();

// The app's flow stories are left out: they walk through several pages, and their plays assert every step.
const baselineStories = () => shotsOf('packages/ui', 'packages/screens');

/**
 * How long one story may take to draw and settle. A CI run waited an hour on a preview that had stopped answering
 * (each shot then ran into the test's own bound, one after another): past this bound the page is replaced.
 */
const drawBoundMs = 20_000;
/** Shots failed in a row past which the preview counts as broken: the rest fail at once instead of each waiting. */
const brokenAfter = 5;
let failedInARow = 0;

/** The promise, or a rejection naming what did not end within `ms`. */
const within = <T>(ms: number, what: string, promise: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no terminó en ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

let browser: Browser;
let storybook: Awaited<ReturnType<typeof serveFolder>>;
let page: Page;
let close: (() => Promise<void>) | undefined;
/** The story the preview shows: the page opens on the first one. */
let shown = '';

/**
 * Switches the already loaded preview to a story (far faster than a page load per story) and waits for its play.
 * Answers how the render ended, with the error's message when it failed.
 */
const renderStory = (storyId: string, event: 'setCurrentStory' | 'forceRemount' = 'setCurrentStory') =>
  page.evaluate(
    ([id, how]) =>
      new Promise<string>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on: (event: string, listener: (payload?: unknown) => void) => void;
              off: (event: string, listener: (payload?: unknown) => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException'];
        const listeners = outcomes.map((outcome) => {
          const listener = (payload?: unknown) => {
            // On a busy machine the previous story's play may finish after the switch: its storyRendered names
            // that story, and taking it for this one would shoot this story halfway through its play.
            if (outcome === 'storyRendered' && typeof payload === 'string' && payload !== id) return;
            for (const [index, name] of outcomes.entries()) channel.off(name, listeners[index]!);
            const detail = payload as { message?: string; description?: string } | undefined;
            const message = outcome === 'storyRendered' ? '' : `: ${detail?.message ?? detail?.description ?? ''}`;
            resolve(`${outcome}${message}`);
          };
          channel.on(outcome, listener);
          return listener;
        });
        // A story that scrolled the window must not shift the next one's screenshot, and the field the last one
        // left focused must not decide whether the next one's autofocus (and a blur after it) happens.
        window.scrollTo(0, 0);
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.focus();
        channel.emit(how, { storyId: id, viewMode: 'story' });
      }),
    [storyId, event] as const,
  );

/**
 * A play may end a moment before what it set off lands: focus moving to a refusal, and the dialog scrolling to show
 * it. The shot waits until the focused element and the scroll of its boxes have stayed put for three frames.
 */
const focusAndScrollSettled = () =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const where = () => {
          const focused = document.activeElement;
          const scrolls: number[] = [window.scrollY];
          for (let box = focused?.parentElement ?? null; box; box = box.parentElement) scrolls.push(box.scrollTop);
          return { focused, scrolls: scrolls.join(',') };
        };
        let last = where();
        let still = 0;
        const started = performance.now();
        // Frames stop in a page the browser takes for hidden: the bound holds without them.
        setTimeout(resolve, 2_000);
        const tick = () => {
          const now = where();
          still = now.focused === last.focused && now.scrolls === last.scrolls ? still + 1 : 0;
          last = now;
          if (still >= 3 || performance.now() - started > 2_000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

/**
 * Opens the preview on a story and waits until MSW controls it and the story is drawn. Again when the page was
 * navigated away meanwhile: nothing of a shot may depend on the page having survived every story before it.
 */
const openPreview = async (storyId: string) => {
  // The a11y addon would run axe after every story; the storybook project already does that check.
  await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=a11y.manual:!true`);
  // MSW reloads the page once its service worker is installed; until it controls the page, switching
  // stories would be lost with that reload.
  await page.waitForFunction(
    () =>
      navigator.serviceWorker?.controller != null &&
      '__STORYBOOK_ADDONS_CHANNEL__' in window &&
      (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
  );
  // Whether an autofocused field is already focused when the story reports it rendered is a matter of timing;
  // focus rings are left out of the screenshots (the plays and the a11y checks cover focus).
  await page.addStyleTag({ content: ':focus-visible { outline: none !important; }' });
  // A dialog fades in: on a busy machine a play that asserts what it shows can run while it is still at opacity 0
  // (four stories failed here so, one at a time). Its entrance is left out, as the screenshot leaves out every
  // animation: the dialog is drawn at once in its final state, which is what the baselines hold.
  await page.addStyleTag({ content: '[role="dialog"], [role="alertdialog"] { animation: none !important; }' });
  shown = storyId;
};

/** Whether a page.evaluate failed because the preview navigated (a reload) while it ran. */
const lostThePage = (error: unknown) =>
  /Execution context was destroyed|Cannot find context|__STORYBOOK_ADDONS_CHANNEL__|reading 'on'/.test(String(error));

/**
 * Draws a story and waits until its play is over: the channel's storyRendered, then the preview's own render of
 * that story past its play. A preview that navigated away meanwhile is opened again on the story.
 */
const drawStory = async (storyId: string): Promise<string> => {
  let outcome: string;
  try {
    outcome = await renderStory(storyId, storyId === shown ? 'forceRemount' : 'setCurrentStory');
  } catch (error) {
    if (!lostThePage(error)) throw error;
    await openPreview(storyId);
    outcome = await renderStory(storyId, 'forceRemount');
  }
  shown = storyId;
  await renderEnded(storyId);
  return outcome;
};

/** Waits until the preview's render of the story is past its play; answers whether it ended in an error. */
const renderEnded = async (storyId: string) => {
  const phase = await page.waitForFunction((id) => {
    const render = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
    ).__STORYBOOK_PREVIEW__?.currentRender;
    const ended = ['completed', 'afterEach', 'finished', 'errored'];
    return render?.id === id && ended.includes(render.phase ?? '') && render.phase;
  }, storyId);
  return (await phase.jsonValue()) === 'errored' ? 'storyErrored' : 'storyRendered';
};

/** A new page (its own context) on the preview, in place of the one before: nothing of a broken page survives. */
const openFreshPreview = async (storyId: string, viewport: { width: number; height: number }) => {
  await close?.().catch(() => undefined);
  ({ page, close } = await openPage(browser, storybook.url));
  await page.setViewportSize(viewport);
  // Calendars mark today and PeriodPicker opens on this year: a fixed date keeps those baselines from
  // changing every day. Timers keep running, so plays and toasts behave as usual.
  await page.clock.setFixedTime(new Date('2026-03-16T12:00:00-03:00'));
  // A story's forms are sent by their own handlers, never by the browser: a submit that outlived its story (a
  // click landing as the next story replaces it) must not navigate the preview away.
  await page.addInitScript(() =>
    document.addEventListener('submit', (event) => event.preventDefault(), { capture: true }),
  );
  await openPreview(storyId);
};

/** Draws the story and waits until it is still, within drawBoundMs; a preview that overran it is replaced, once. */
const drawSettled = async (storyId: string, viewport: { width: number; height: number }) => {
  const settle = async (outcome: string) => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await focusAndScrollSettled();
    return outcome;
  };
  try {
    return await within(
      drawBoundMs,
      `la historia ${storyId}`,
      (async () => {
        // Play functions are asserted by the storybook project; here a play that lost a race on a busy machine
        // gets one more go, so the screenshot is of the state the story means.
        // Asking for the story already shown may change nothing (its first render can end before anyone listens,
        // as it did on a busy CI): that one is remounted, which always renders and reports.
        const outcome = await drawStory(storyId);
        return settle(outcome === 'storyRendered' ? outcome : await drawStory(storyId));
      })(),
    );
  } catch (error) {
    console.warn(`${String(error)}: se abre la vista previa de nuevo`);
    // The new page opens on the story itself: its first render is the one shot.
    return within(
      drawBoundMs * 2,
      `la historia ${storyId} en una vista previa nueva`,
      openFreshPreview(storyId, viewport).then(async () => settle(await renderEnded(storyId))),
    );
  }
};

beforeAll(async () => {
  if (!existsSync(`${storybookStatic}index.json`)) throw new Error('Run `npm run build-storybook` first');
  storybook = await serveFolder(storybookStatic);
  browser = await launchBrowser();
  await openFreshPreview(baselineStories()[0] ?? '', defaultViewport);
  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
});

afterAll(async () => {
  await close?.();
  await browser?.close();
  await storybook?.close();
});

describe('the visual baseline of packages/ui and packages/screens', () => {
  it('covers every component of the kit and every screen', () => {
    expect(storiesOf('packages/ui').length).toBeGreaterThan(150);
    expect(storiesOf('packages/screens').length).toBeGreaterThan(200);
  });

  it('keeps no baseline of a story that no longer exists', () => {
    const stories = new Set(baselineStories());
    const orphans = readdirSync(baselineDir).filter((file) => !stories.has(file.replace(/\.png$/, '')));
    if (update) for (const file of orphans) rmSync(`${baselineDir}${file}`);
    else expect(orphans, 'bórrelas o corra UPDATE_VISUAL=1').toEqual([]);
  });

  it('draws the shell, Inicio, a list and a form at three widths', () => {
    const drawnAtWidths = baselineStories().filter((shot) => shot.endsWith('@360'));
    for (const title of ['estructura-appshell', 'cuenta-home', 'residentslist', 'residentform']) {
      expect(drawnAtWidths.some((shot) => shot.includes(title))).toBe(true);
    }
  });

  it.each(existsSync(`${storybookStatic}index.json`) ? baselineStories() : [])(
    '%s looks as in its baseline',
    async (shot) => {
      if (failedInARow >= brokenAfter) {
        throw new Error(`${failedInARow} capturas seguidas fallaron: la vista previa no responde, no se sigue`);
      }
      failedInARow += 1;
      const [id = shot, width] = shot.split('@') as [string, keyof typeof viewports | undefined];
      const viewport = width ? viewports[width] : defaultViewport;
      // A width of its own is set before the story is drawn, so that what measures itself on mount measures that.
      await page.setViewportSize(viewport);
      expect(await drawSettled(id, viewport)).toBe('storyRendered');
      failedInARow = 0;
      const actual = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const baselineFile = `${baselineDir}${shot}.png`;
      const comparison = existsSync(baselineFile) ? comparePngs(readFileSync(baselineFile), actual) : undefined;
      // Rewriting only what changed beyond the tolerance keeps anti-aliasing noise out of the history.
      if (!comparison || (update && !comparison.same)) {
        writeFileSync(baselineFile, actual);
        console.info(`línea base escrita: e2e/visual/baseline/${shot}.png (revísela antes de confirmarla)`);
        return;
      }
      if (!comparison.same) {
        mkdirSync(diffDir, { recursive: true });
        writeFileSync(`${diffDir}${shot}.actual.png`, actual);
        if (comparison.diff) writeFileSync(`${diffDir}${shot}.diff.png`, comparison.diff);
      }
      expect(comparison.same, `${shot}: ${comparison.same ? '' : comparison.reason} (ver e2e/visual/__diff__/)`).toBe(
        true,
      );
    },
    // A draw, a new page and a second draw, each bounded.
    4 * drawBoundMs + 10_000,
  );
});
