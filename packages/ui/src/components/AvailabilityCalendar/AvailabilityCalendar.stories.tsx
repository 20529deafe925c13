import type { CalendarDate, YearMonth } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvailabilityCalendar, type AvailabilityCalendarProps, type TurnsState } from './AvailabilityCalendar';

const march = (day: number): CalendarDate => ({ year: 2026, month: 3, day });

const dayTurns: TurnsState = {
  status: 'ready',
  turns: [
    { id: 'm', label: '09:00 a 13:00', available: true },
    { id: 't', label: '14:00 a 18:00', available: false, detail: 'Reservado por Torre B · 302' },
    { id: 'n', label: '19:00 a 23:59', available: true, detail: 'Incluye limpieza' },
  ],
};

function Interactive(props: AvailabilityCalendarProps) {
  const [month, setMonth] = useState<YearMonth>(props.month);
  const [date, setDate] = useState<CalendarDate | null>(props.selectedDate);
  const [turn, setTurn] = useState<string | null>(props.selectedTurnId);
  const [turns, setTurns] = useState<TurnsState>(props.turns);
  return (
    <AvailabilityCalendar
      {...props}
      month={month}
      onMonthChange={setMonth}
      selectedDate={date}
      onSelectDate={(next) => {
        setDate(next);
        setTurn(null);
        setTurns({ status: 'loading' });
        setTimeout(() => setTurns(dayTurns), 200);
        props.onSelectDate(next);
      }}
      selectedTurnId={turn}
      onSelectTurn={(next) => {
        setTurn(next);
        props.onSelectTurn(next);
      }}
      turns={turns}
    />
  );
}

const meta = {
  title: 'Datos/AvailabilityCalendar',
  component: AvailabilityCalendar,
  render: (args) => <Interactive {...args} />,
  args: {
    resourceName: 'Salón de fiestas',
    month: { year: 2026, month: 3 },
    onMonthChange: fn(),
    disabledDays: [march(7), march(8), march(14), march(21)],
    availableDays: [march(9), march(10), march(12), march(16), march(23)],
    minDate: march(2),
    selectedDate: null,
    onSelectDate: fn(),
    turns: { status: 'idle' },
    selectedTurnId: null,
    onSelectTurn: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AvailabilityCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SinDía: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elija un día del calendario para ver sus turnos.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /sábado, 14 de marzo/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /jueves, 12 de marzo/ }));
    await expect(args.onSelectDate).toHaveBeenCalledWith(march(12));
    await expect(canvas.getByRole('heading', { name: 'Turnos del jueves 12/03/2026' })).toBeInTheDocument();
    await expect(canvas.getByText('Cargando turnos…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    const evening = await canvas.findByRole('radio', { name: '19:00 a 23:59' });
    await expect(canvas.getByRole('radio', { name: '14:00 a 18:00' })).toBeDisabled();
    await userEvent.click(evening);
    await expect(args.onSelectTurn).toHaveBeenCalledWith('n');
  },
};

export const ConTurnos: Story = {
  args: { selectedDate: march(12), turns: dayTurns, selectedTurnId: 'm' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('radio', { name: '09:00 a 13:00' })).toBeChecked());
  },
};

export const CargandoTurnos: Story = { args: { selectedDate: march(12), turns: { status: 'loading' } } };

export const SinTurnos: Story = { args: { selectedDate: march(12), turns: { status: 'ready', turns: [] } } };

export const ErrorAlCargar: Story = {
  args: {
    selectedDate: march(12),
    turns: { status: 'error', message: 'No se pudieron cargar los turnos. Intente nuevamente.' },
  },
};

export const Mantenimiento: Story = {
  args: {
    resourceName: 'Mantenimiento del ascensor',
    disabledDays: [march(1), march(2), march(3), march(4), march(5), march(6)],
    availableDays: [],
  },
};
