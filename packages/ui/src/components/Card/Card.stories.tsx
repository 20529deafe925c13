import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Datos/Card',
  component: Card,
  args: {
    title: 'Datos del complejo',
    description: 'Actualizado el 05/03/2026',
    actions: (
      <Button variant="secondary" size="sm">
        Modificar
      </Button>
    ),
    children: <p style={{ margin: 0 }}>Av. Brasil 2950, Montevideo. 3 torres, 124 apartamentos.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConTítulo: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Datos del complejo' })).toBeInTheDocument();
  },
};

export const ConPie: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Guardar</Button>
      </>
    ),
  },
};

export const SinTítulo: Story = { args: { title: undefined, description: undefined, actions: undefined } };
