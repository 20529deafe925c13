import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const onCreate = fn();

const meta = {
  title: 'Estructura/PageHeader',
  component: PageHeader,
  args: {
    title: 'Residentes',
    description: 'Complejo Altos del Prado · 124 apartamentos',
    actions: (
      <>
        <Button variant="secondary">Exportar</Button>
        <Button onClick={onCreate}>Nuevo residente</Button>
      </>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConAcciones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Residentes' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo residente' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const SoloTítulo: Story = { args: { description: undefined, actions: undefined, title: 'Inicio' } };

export const TítuloLargo: Story = {
  args: { title: 'Desvinculaciones del personal de portería y mantenimiento del complejo Torres del Puerto' },
};

/**
 * The note under the title is for paper: on screen it is neither seen nor read (the title and description already
 * say it), and printed it says whose page it is and of which day.
 */
export const ConNotaDeImpresión: Story = {
  args: { printNote: 'Complejo Altos del Prado · Impreso el 16/03/2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvasElement.querySelector('[data-slot="print-note"]');
    await expect(note).toHaveTextContent('Complejo Altos del Prado · Impreso el 16/03/2026');
    await expect(note).not.toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName('Residentes');
  },
};
