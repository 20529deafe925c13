import { handlers } from '@horizontal/mocks';
import { ThemeRoot } from '@horizontal/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  loaders: [mswLoader()],
  tags: ['autodocs'],
  parameters: {
    msw: { handlers },
    a11y: { test: 'error' },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
};

export default preview;
