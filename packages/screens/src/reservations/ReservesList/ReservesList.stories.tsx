import { isCurrentReserve, montevideoMoment, type Reserve, reserveMessages } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { reserveFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { ReservesList } from './ReservesList';
import { reserveLabel } from './reserve-labels';

/** The demo's day at 10:00 in Montevideo: today's swim (14:00) is still ahead, the day's list stays the same. */
const calendar = { today: DEMO_TODAY };
const now = new Date(montevideoMoment(DEMO_TODAY, '10:00'));

const reserves = ofBuilding(reserveFixtures);
const current = reserves.filter((reserve) => isCurrentReserve(reserve, calendar.today));
const historic = reserves.filter((reserve) => !isCurrentReserve(reserve, calendar.today));

const find = (rows: readonly Reserve[], check: (reserve: Reserve) => boolean) => rows.find(check)!;
const today = find(current, (reserve) => reserve.date === calendar.today);
const pending = find(current, (reserve) => reserve.status === 'pendiente');
const confirmed = find(current, (reserve) => reserve.status === 'confirmada' && reserve.date > calendar.today);
const pastConfirmed = find(historic, (reserve) => reserve.status === 'confirmada');

const meta = {
  title: 'Pantallas/Reservas/ReservesList',
  component: ReservesList,
  args: {
    state: { status: 'ready', reserves: current },
    ...listCallbacks('/reservas'),
    view: 'vigentes',
    onViewChange: fn(),
    now,
    onStatusChange: fn(answer(ok(reserveMessages.status))),
    onDelete: fn(answer(ok(reserveMessages.deleted))),
  },
} satisfies Meta<typeof ReservesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'reserves',
  createLabel: 'Nueva reserva',
  empty: {
    title: 'No hay reservas vigentes',
    description: 'Las reservas de hoy en adelante aparecen aquí. Cree una desde Nueva reserva.',
  },
  readOnly: { args: { onCreate: undefined, onStatusChange: undefined, onDelete: undefined }, row: reserveLabel(today) },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Reservas' })).getAllByRole('row');

/** Closes the row's menu opened to read it, and waits for focus to be back on its button. */
const closeMenu = async (canvasElement: HTMLElement, row: string) => {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  await waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: `Acciones para ${row}` })).toHaveFocus(),
  );
};

export const Vigentes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Vigentes' })).toHaveAttribute('aria-selected', 'true');
    const rows = tableRows(canvasElement);
    // Soonest first: today's booking leads, marked.
    await expect(rows[1]).toHaveTextContent(`${today.commonArea}`);
    await expect(within(rows[1]!).getByText('Hoy')).toBeVisible();
    await expect(rows[2]).not.toHaveTextContent('Hoy');
    await expect(canvas.getByRole('table')).toHaveTextContent('$ 2.500,00');
    await expect(canvas.getByRole('table')).toHaveTextContent('Pendiente');
    await expect(await rowMenuLabels(canvasElement, reserveLabel(pending))).toEqual([
      'Ver',
      'Confirmar',
      'Rechazar',
      'Eliminar',
    ]);
    await closeMenu(canvasElement, reserveLabel(pending));
    await expect(await rowMenuLabels(canvasElement, reserveLabel(confirmed))).toEqual(['Ver', 'Cancelar', 'Eliminar']);
    await closeMenu(canvasElement, reserveLabel(confirmed));
  },
};

export const Históricas: Story = {
  args: { view: 'historicas', state: { status: 'ready', reserves: historic } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Históricas' })).toHaveAttribute('aria-selected', 'true');
    const rows = tableRows(canvasElement);
    const dates = [...historic].sort((a, b) => b.date.localeCompare(a.date)).map((reserve) => reserve.date);
    // Newest first.
    await expect(rows[1]).toHaveTextContent(dates[0]!.split('-').reverse().join('/'));
    // A booking that already took place is a record: nothing to do with it.
    await expect(await rowMenuLabels(canvasElement, reserveLabel(pastConfirmed))).toEqual(['Ver']);
    await closeMenu(canvasElement, reserveLabel(pastConfirmed));
  },
};

export const CambiarDePestaña: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Históricas' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('historicas');
  },
};

export const Confirmar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, reserveLabel(pending), 'Confirmar');
    await expect(args.onStatusChange).toHaveBeenCalledWith(pending, 'confirmada');
    await expect(await canvas.findByText(reserveMessages.status)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Acciones para ${reserveLabel(pending)}` })).toHaveFocus(),
    );
  },
};

export const Rechazar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, reserveLabel(pending), 'Rechazar');
    const dialog = await body().findByRole('dialog', { name: /^¿Rechazar la reserva de Salón de fiestas del / });
    await expect(dialog).toHaveTextContent(pending.apartment);
    await expect(dialog).toHaveTextContent('El turno queda libre para otra reserva.');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(pending, 'rechazada');
    await expect(await canvas.findByText(reserveMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Acciones para ${reserveLabel(pending)}` })).toHaveFocus(),
    );
  },
};

/** The server refuses: the turn started between loading the list and cancelling. */
export const CancelarRechazado: Story = {
  args: { onStatusChange: fn(answer(failure(reserveMessages.notFuture))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, reserveLabel(confirmed), 'Cancelar');
    const dialog = await body().findByRole('dialog', { name: /^¿Cancelar la reserva de / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(confirmed, 'cancelada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(reserveMessages.notFuture);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Acciones para ${reserveLabel(confirmed)}` })).toHaveFocus(),
    );
  },
};

export const Eliminar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, reserveLabel(confirmed), 'Eliminar');
    const dialog = await body().findByRole('dialog', { name: /^¿Eliminar la reserva de / });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(confirmed);
    await expect(await canvas.findByText(reserveMessages.deleted)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Acciones para ${reserveLabel(confirmed)}` })).toHaveFocus(),
    );
  },
};

export const FiltrarPorÁrea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Área común' }));
    await userEvent.click(await body().findByRole('option', { name: 'Parrillero' }));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    const rows = tableRows(canvasElement).slice(1);
    await expect(rows).toHaveLength(current.filter((reserve) => reserve.commonArea === 'Parrillero').length);
    for (const row of rows) await expect(row).toHaveTextContent('Parrillero');
  },
};

/** A profile with reservas/listado only: it may look, not book, change or delete. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const VacíoHistóricas: Story = {
  args: { view: 'historicas', state: { status: 'ready', reserves: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No hay reservas históricas' })).toBeVisible();
    await expect(
      canvas.getByText('Aquí quedan las reservas que ya pasaron y las rechazadas o canceladas.'),
    ).toBeVisible();
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
