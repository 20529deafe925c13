import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * What a page must hold at any width (issue #29): nothing scrolls sideways, no text is drawn over other text,
 * controls are finger-sized where fingers are used, and axe finds no violation. Each check answers its problems
 * in words, so that a failing run says where to look.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const sidewaysScroll = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    return scrollWidth > window.innerWidth ? [`la página se desplaza de costado (${scrollWidth} px de ancho)`] : [];
  });

/** Text boxes, each clipped by the boxes around it that hide overflow, that cover another text box. */
export const overlappingText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number; text: string; node: Text };
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none';
    };
    const boxes: Box[] = [];
    // An open dialog is modal: the page under its overlay is neither read nor reached, so only the dialog is checked.
    const modal = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
    const walker = document.createTreeWalker(modal ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, template, noscript')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        let box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
        for (
          let ancestor: Element | null = parent;
          ancestor && ancestor !== document.body;
          ancestor = ancestor.parentElement
        ) {
          if (!clips(ancestor)) continue;
          const clip = ancestor.getBoundingClientRect();
          box = {
            left: Math.max(box.left, clip.left),
            top: Math.max(box.top, clip.top),
            right: Math.min(box.right, clip.right),
            bottom: Math.min(box.bottom, clip.bottom),
          };
        }
        // Visually hidden text is clipped to a pixel: it covers nothing.
        if (box.right - box.left > 2 && box.bottom - box.top > 2) boxes.push({ ...box, text, node });
      }
    }
    const opaque = (element: Element) => {
      const background = getComputedStyle(element).backgroundColor;
      return background !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(background);
    };
    /**
     * Whether one text is painted over by an opaque box that holds only the other (rows scrolling under a sticky
     * totals row): then only one is seen, which is no text over text. Asked of what the browser paints on top at the
     * middle of the overlap, brought into the window if it is below it.
     */
    const covered = (a: Box, b: Box) => {
      const x = (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2;
      let y = (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2;
      const scrolled = window.scrollY;
      if (y < 0 || y > window.innerHeight) {
        window.scrollBy(0, y - window.innerHeight / 2);
        y -= window.scrollY - scrolled;
      }
      let top: Element | null = document.elementFromPoint(x, y);
      while (top && top !== document.body && !opaque(top)) top = top.parentElement;
      window.scrollTo(0, scrolled);
      if (!top || top === document.body) return false;
      return top.contains(a.node) !== top.contains(b.node);
    };
    const problems: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.node === b.node) continue;
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // Two pixels of antialiasing or a line's leading are not an overlap.
        if (width > 2 && height > 2 && !covered(a, b))
          problems.push(`«${a.text.slice(0, 40)}» se superpone con «${b.text.slice(0, 40)}»`);
      }
    }
    return problems;
  });

/** Buttons, links, fields and selects under 44 px high, where a finger is the likely pointer (under 900 px, media.touch). */
export const smallTargets = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [role="tab"]',
    );
    const problems: string[] = [];
    for (const target of Array.from(targets)) {
      const rect = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Hidden, or a visually hidden stand-in (Radix's native <select> behind its own): no finger aims at it.
      if (
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.visibility !== 'visible' ||
        target.closest('[aria-hidden="true"]')
      ) {
        continue;
      }
      // The skip link waits off screen until it is focused; a checkbox, radio or switch is reached through its label.
      if (
        rect.bottom <= 0 ||
        target.matches(
          'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="radio"], [role="switch"]',
        )
      ) {
        continue;
      }
      // A link inside a sentence is exempt (WCAG 2.5.5, inline).
      if (
        target.matches('a') &&
        target.closest('p') &&
        target.closest('p')!.textContent!.trim() !== target.textContent!.trim()
      ) {
        continue;
      }
      if (rect.height < 43.5) {
        const name = target.getAttribute('aria-label') || target.textContent?.trim() || target.outerHTML.slice(0, 80);
        problems.push(`«${name.slice(0, 80)}» mide ${Math.round(rect.height)} px de alto`);
      }
    }
    return problems;
  });

export const axeViolations = async (page: Page): Promise<string[]> => {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    type AxeResults = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (violation) =>
        `axe ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
};
