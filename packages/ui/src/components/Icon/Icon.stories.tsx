import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'Estructura/Icon',
  component: Icon,
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
  args: { name: 'calendar', size: 'md' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorativo: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ConEtiqueta: Story = {
  args: { name: 'warning', label: 'Atención' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Atención' })).toBeInTheDocument();
  },
};

export const Catálogo: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(9, max-content)' }}>
      {iconSizes.flatMap((size) => iconNames.map((name) => <Icon key={`${size}-${name}`} name={name} size={size} />))}
    </div>
  ),
};
