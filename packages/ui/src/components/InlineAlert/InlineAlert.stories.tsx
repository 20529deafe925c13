import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineAlert, inlineAlertTones } from './InlineAlert';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  argTypes: { tone: { control: 'inline-radio', options: inlineAlertTones } },
  args: { children: 'Los cambios se guardaron correctamente.', tone: 'success' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Éxito: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Los cambios se guardaron');
  },
};

export const Peligro: Story = {
  args: { tone: 'danger', title: 'No se pudo guardar', children: 'El servidor no respondió. Intente nuevamente.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No se pudo guardar');
  },
};

export const Catálogo: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {inlineAlertTones.map((tone) => (
        <InlineAlert key={tone} tone={tone} title={`Tono ${tone}`}>
          Texto de ejemplo del aviso.
        </InlineAlert>
      ))}
    </div>
  ),
};
