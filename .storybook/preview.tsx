import { handlers, resetDb } from '@horizontal/mocks';
import { ThemeRoot } from '@horizontal/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ScreenDecorator } from '../packages/screens/src/shared/ScreenDecorator';

type ScreenFrame = 'shell' | 'page' | 'none';

/** `parameters.screenFrame` of a screen's story: a frame, or one chosen from its args; the app's shell by default. */
const frameOf = (frame: unknown, args: Record<string, unknown>): ScreenFrame =>
  (typeof frame === 'function' ? frame(args) : frame) ?? 'shell';

const preview: Preview = {
  loaders: [mswLoader()],
  // Every story starts from the mocks' seeded store, whatever the stories before it wrote: the tests run every story
  // file in one page, and the visual baseline switches stories without reloading.
  beforeEach: () => {
    resetDb();
  },
  tags: ['autodocs'],
  parameters: {
    msw: { handlers },
    // Axe details only the violations, which fail the story: listing every pass too took a tenth of the run.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    // Every screen stands where the app puts it (packages/screens' ScreenDecorator), set here once for all of
    // «Pantallas/…»; a story says `screenFrame: 'page'` to fill the window, or 'none' to stand bare.
    (Story, { title, parameters, args }) => {
      const frame = title.startsWith('Pantallas/') ? frameOf(parameters.screenFrame, args) : 'none';
      return frame === 'none' ? (
        <Story />
      ) : (
        <ScreenDecorator frame={frame}>
          <Story />
        </ScreenDecorator>
      );
    },
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
};

export default preview;
