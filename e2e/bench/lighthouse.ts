/**
 * Lighthouse 12 (mobile: simulated slow 4G, 4× CPU) on the landing page, the sign-in form and the contact page (issue
 * #38) of the built app served
 * by the real server, with Debian's Chromium (`npm run build` first). Prints, per page and run, the performance score,
 * first and largest contentful paint, total blocking time and layout shift against issue #13's goals (performance
 * ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS < 0.1), and the accessibility and best-practices scores.
 *   npx tsx e2e/bench/lighthouse.ts [runs]
 */

import { startAppServer } from '@horizontal/test-support/app-server';
import { chromiumPath } from '@horizontal/test-support/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runs = Number(process.argv[2] ?? 1);
const goals = { performance: 95, lcpMs: 2_500, tbtMs: 200, cls: 0.1 };

const server = await startAppServer({});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let failed = false;
try {
  console.log('página   | rendimiento | FCP     | LCP     | TBT    | CLS   | accesibilidad | buenas prácticas');
  for (const path of ['/', '/login', '/contact']) {
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        locale: 'es',
      });
      if (!result) throw new Error(`Lighthouse no devolvió resultado para ${path}`);
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
      const [performance, fcp, lcp, tbt, cls] = [
        score('performance'),
        value('first-contentful-paint'),
        value('largest-contentful-paint'),
        value('total-blocking-time'),
        value('cumulative-layout-shift'),
      ];
      const met = performance >= goals.performance && lcp <= goals.lcpMs && tbt <= goals.tbtMs && cls < goals.cls;
      failed ||= !met;
      console.log(
        [
          path.padEnd(8),
          String(performance).padEnd(11),
          `${(fcp / 1000).toFixed(2)} s`.padEnd(7),
          `${(lcp / 1000).toFixed(2)} s`.padEnd(7),
          `${tbt.toFixed(0)} ms`.padEnd(6),
          cls.toFixed(3).padEnd(5),
          String(score('accessibility')).padEnd(13),
          `${score('best-practices')}${met ? '' : '   (no cumple)'}`,
        ].join(' | '),
      );
    }
  }
  console.log(
    `Objetivos: rendimiento ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs / 1000} s, TBT ≤ ${goals.tbtMs} ms, CLS < ${goals.cls}`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  chrome.kill();
  await server.stop();
}
