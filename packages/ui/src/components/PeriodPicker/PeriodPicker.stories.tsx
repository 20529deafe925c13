import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { PeriodPicker } from './PeriodPicker';

const meta = {
  title: 'Formularios/PeriodPicker',
  component: PeriodPicker,
  render: renderControlled(PeriodPicker),
  args: { label: 'Período', value: { year: 2026, month: 3 }, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConValor: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Período Marzo 2026' });
    await userEvent.click(trigger);
    const popover = await within(document.body).findByRole('dialog', { name: 'Período' });
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Marzo 2026' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(within(popover).getByRole('button', { name: 'Julio 2026' })).toHaveFocus();
    await userEvent.click(within(popover).getByRole('button', { name: 'Año siguiente' }));
    await userEvent.click(within(popover).getByRole('button', { name: 'Setiembre 2027' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2027, month: 9 });
    await waitFor(() => expect(trigger).toHaveTextContent('Setiembre 2027'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Vacío: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Período/ })).toHaveTextContent(
      'Seleccione un período',
    );
  },
};

export const ConLímites: Story = {
  args: { minPeriod: { year: 2026, month: 2 }, maxPeriod: { year: 2026, month: 10 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Período/ }));
    const popover = await within(document.body).findByRole('dialog', { name: 'Período' });
    await expect(within(popover).getByRole('button', { name: 'Enero 2026' })).toBeDisabled();
    await expect(within(popover).getByRole('button', { name: 'Noviembre 2026' })).toBeDisabled();
  },
};

export const ConError: Story = { args: { value: null, error: 'Seleccione el período a cerrar.', required: true } };

export const Deshabilitado: Story = { args: { disabled: true } };
