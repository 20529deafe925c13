import type { CalendarDate } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar, type CalendarProps } from './Calendar';

function Controlled(props: CalendarProps) {
  const [selected, setSelected] = useState<CalendarDate | null>(props.selected ?? null);
  return (
    <Calendar
      {...props}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        props.onSelect?.(date);
      }}
    />
  );
}

const meta = {
  title: 'Formularios/Calendar',
  component: Calendar,
  render: (args) => <Controlled {...args} />,
  args: { defaultMonth: { year: 2026, month: 3 }, onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SinSelección: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Marzo 2026' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /12 de marzo de 2026/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({ year: 2026, month: 3, day: 12 });
    // Arrows move between days (a week with Down), Enter chooses.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith({ year: 2026, month: 3, day: 20 });
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al mes siguiente' }));
    await expect(canvas.getByRole('grid', { name: 'Abril 2026' })).toBeInTheDocument();
  },
};

export const ConSelección: Story = {
  args: { selected: { year: 2026, month: 3, day: 5 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /5 de marzo de 2026, seleccionado/ }),
    ).toBeInTheDocument();
  },
};

export const DíasDeshabilitados: Story = {
  args: {
    isDisabled: (date) => date.day % 7 === 0,
    minDate: { year: 2026, month: 3, day: 3 },
    maxDate: { year: 2026, month: 4, day: 30 },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const blocked = canvas.getByRole('button', { name: /14 de marzo de 2026/ });
    await expect(blocked).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /, 2 de marzo de 2026/ })).toBeDisabled();
    await userEvent.click(blocked);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const DíasDisponibles: Story = {
  args: { isMarked: (date) => [9, 10, 16, 23].includes(date.day), footer: 'En verde, los días con turnos libres.' },
};

export const Setiembre: Story = {
  args: { defaultMonth: { year: 2026, month: 9 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Setiembre 2026')).toBeInTheDocument();
  },
};
