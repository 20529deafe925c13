import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressBarTones } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones } },
  args: { label: 'Generando estados de cuenta…', value: 45 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnCurso: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Generando estados de cuenta…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45 %');
  },
};

export const ConCantidades: Story = {
  args: { label: 'Enviando documentos por correo…', value: 37, max: 124, valueText: '37 de 124 apartamentos' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '37 de 124 apartamentos');
    await expect(bar).toHaveAttribute('aria-valuemax', '124');
  },
};

export const Indeterminado: Story = {
  args: { label: 'Preparando la planilla…', value: null },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(canvasElement).getByText('En curso')).toBeInTheDocument();
  },
};

export const Completo: Story = { args: { label: 'Documentos generados', value: 100, tone: 'success' } };

export const ConError: Story = { args: { label: 'El envío se interrumpió', value: 62, tone: 'danger' } };
