import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './packages/test-support/src/chromium.ts';
import { hookMs, testMs } from './packages/test-support/src/timeouts.ts';

// Every project waits as long (@horizontal/test-support/timeouts): a slow machine must not turn into a red run.
const waits = { testTimeout: testMs, hookTimeout: hookMs };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two, so every file of every project ran one
    // after another (37 min). With two, the unit, dom and server files run two at a time beside the stories (one
    // page, which mostly waits); the e2e files still run one at a time, after them, alone.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...waits,
          name: 'unit',
          environment: 'node',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/api/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'packages/test-support/src/**/*.test.ts',
            'packages/documents/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          ...waits,
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/{ui,screens,app}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./packages/app/src/test/setup-dom.ts'],
        },
      },
      {
        test: {
          ...waits,
          name: 'server',
          environment: 'node',
          // Every file builds its own app on its own database: nothing of a file's lives in module state, so the
          // server's modules are imported once per worker instead of once per file (a second of 80 files).
          isolate: false,
          include: ['packages/server/src/**/*.test.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          ...waits,
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // One page for every story file: loading the preview (MSW, addons, the ui kit) again for each of 110 files
          // took 250 s of a run. Each story still mounts afresh, and the flows reset the mocks' store themselves.
          isolate: false,
          browser: {
            // Its story files run in turn in their one page, beside the node projects' files.
            fileParallelism: false,
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            // Plays run on a laptop's width; the phone and tablet layouts are checked page by page in
            // e2e/responsive.test.ts and drawn at three widths in the visual baseline.
            viewport: { width: 1366, height: 768 },
          },
        },
      },
      {
        test: {
          ...waits,
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
