import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/screens/src/**/*.stories.tsx',
    '../packages/app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Found only once the first styles load, this re-ran the optimizer halfway through a fresh run (CI), and the
    // page reloaded with it; named here, it is bundled with the rest before any story.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), '@vanilla-extract/recipes/createRuntimeFn'],
    };
    return viteConfig;
  },
};

export default config;
