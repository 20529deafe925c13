import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Icon } from '../Icon';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Acciones/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Guardar', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primario: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secundario: Story = { args: { variant: 'secondary', children: 'Cancelar' } };

export const Peligro: Story = { args: { variant: 'danger', children: 'Eliminar' } };

export const Deshabilitado: Story = { args: { disabled: true } };

export const Cargando: Story = {
  args: { loading: true, children: 'Guardando…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Guardando/ });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const EnElEncabezado: Story = {
  args: { variant: 'inverse', children: 'Complejo: Altos del Prado' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brand, padding: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
};

export const SoloÍcono: Story = {
  args: { iconOnly: true, variant: 'ghost', 'aria-label': 'Cerrar', children: <Icon name="close" /> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Catálogo: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(5, max-content)' }}>
      {buttonSizes.flatMap((size) =>
        buttonVariants.map((variant) => (
          <span
            key={`${size}-${variant}`}
            style={variant === 'inverse' ? { background: vars.color.brand, padding: vars.space.xs } : undefined}
          >
            <Button {...args} size={size} variant={variant}>
              {variant}
            </Button>
          </span>
        )),
      )}
    </div>
  ),
};
