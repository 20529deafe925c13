import {
  formatIsoDate,
  maintenanceMessages,
  maintenanceStatusLabels,
  maintenanceTransitions,
  transitionProblem,
} from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { maintenanceFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { maintenanceRowLabel } from '../labels';
import { hoursLabel } from '../MaintenanceForm/maintenance-form';
import { MaintenancesList, maintenancesEmpty } from './MaintenancesList';

/** The demo's day: the fixtures' «en curso» work is today's, so the baseline never moves. */
const today = DEMO_TODAY;

/** Parque Batlle's maintenances: three done, one under way today, three ahead (one of the whole complejo). */
const maintenances = ofBuilding(maintenanceFixtures);
const named = (title: string) => maintenances.find((maintenance) => maintenance.title === title)!;
const underWay = maintenances.find((maintenance) => maintenance.status === 'en_curso')!;
const next = maintenances
  .filter((maintenance) => maintenance.status === 'pendiente')
  .sort((a, b) => a.date.localeCompare(b.date))[0]!;
const wholeComplex = maintenances.find((maintenance) => maintenance.commonAreaId === null)!;

const meta = {
  title: 'Pantallas/Reservas/MaintenancesList',
  component: MaintenancesList,
  args: {
    state: { status: 'ready', maintenances },
    today,
    ...listCallbacks('/mantenimientos'),
    onStatusChange: fn(answer(ok(maintenanceMessages.status))),
  },
} satisfies Meta<typeof MaintenancesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'maintenances',
  createLabel: 'Nuevo mantenimiento',
  empty: maintenancesEmpty,
  readOnly: { args: { onCreate: undefined, onStatusChange: undefined }, row: maintenanceRowLabel(underWay) },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Mantenimientos' })).getAllByRole('row');

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(maintenances.length + 1);
    // Today's work first, marked, then what is ahead soonest first; the past closes the list newest first.
    await expect(rows[1]).toHaveTextContent(underWay.title);
    await expect(rows[1]).toHaveTextContent('Hoy');
    await expect(rows[1]).toHaveTextContent('08:00 a 12:00');
    await expect(rows[1]).toHaveTextContent(maintenanceStatusLabels.en_curso);
    await expect(rows[2]).toHaveTextContent(next.title);
    await expect(rows[2]).not.toHaveTextContent('Hoy');
    const last = rows[rows.length - 1]!;
    await expect(last).toHaveTextContent('Limpieza y cloración de la piscina');
    await expect(last).toHaveTextContent('$ 4.500,00');
    await expect(last).toHaveTextContent(maintenanceStatusLabels.finalizado);
    const complex = rows.find((row) => row.textContent?.includes(wholeComplex.title))!;
    await expect(complex).toHaveTextContent('Todo el complejo');
    // What each row may become follows the statuses' table.
    await expect(await rowMenuLabels(canvasElement, maintenanceRowLabel(underWay))).toEqual([
      'Ver',
      'Finalizar',
      'Cancelar',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, maintenanceRowLabel(next))).toEqual(['Ver', 'Iniciar', 'Cancelar']);
    await userEvent.keyboard('{Escape}');
    await expect(
      await rowMenuLabels(canvasElement, maintenanceRowLabel(named('Pintura del salón de fiestas'))),
    ).toEqual(['Ver']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Ver' }));
    await expect(args.onView).toHaveBeenCalledWith(named('Pintura del salón de fiestas'));
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

export const Iniciar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, maintenanceRowLabel(next), 'Iniciar');
    await expect(args.onStatusChange).toHaveBeenCalledWith(next, 'en_curso');
    await expect(await canvas.findByText(maintenanceMessages.status)).toBeVisible();
    await expect(canvas.getByText(`«${next.title}» quedó en curso`)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Acciones para ${maintenanceRowLabel(next)}` })).toHaveFocus(),
    );
  },
};

/** Cancelling asks first, naming the work, its area and its day; focus goes back to the row's menu. */
export const Cancelar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = maintenanceRowLabel(next);
    await openRowAction(canvasElement, label, 'Cancelar');
    const dialog = await body().findByRole('dialog', { name: `¿Cancelar el mantenimiento «${next.title}»?` });
    await expect(dialog).toHaveTextContent(`${next.commonArea}, ${formatIsoDate(next.date)}, ${hoursLabel(next)}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar mantenimiento' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(next, 'cancelado');
    await expect(await canvas.findByText(maintenanceMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
  },
};

export const CancelarSeArrepiente: Story = {
  name: 'Cancelar y volver',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = maintenanceRowLabel(wholeComplex);
    await openRowAction(canvasElement, label, 'Cancelar');
    const dialog = await body().findByRole('dialog', { name: `¿Cancelar el mantenimiento «${wholeComplex.title}»?` });
    await expect(dialog).toHaveTextContent(
      `Todo el complejo, ${formatIsoDate(wholeComplex.date)}, ${hoursLabel(wholeComplex)}.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
  },
};

/** Someone at the front desk already started it: the server refuses the change, in its words. */
export const CambioDeEstadoFalla: Story = {
  args: {
    onStatusChange: fn(
      answer(failure(transitionProblem(maintenanceTransitions, maintenanceStatusLabels, 'en_curso', 'en_curso') ?? '')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, maintenanceRowLabel(next), 'Iniciar');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cambiar el estado');
    await expect(alert).toHaveTextContent('El registro ya está en estado «En curso».');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Acciones para ${maintenanceRowLabel(next)}` })).toHaveFocus(),
    );
  },
};

export const FiltrarPorÁrea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Área común' }));
    await userEvent.click(await body().findByRole('option', { name: 'Todo el complejo' }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent(wholeComplex.title);
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: maintenanceStatusLabels.pendiente }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(4));
    await expect(tableRows(canvasElement)[1]).toHaveTextContent(next.title);
  },
};

/** A profile with mantenimientos/listado only: no new maintenances and no status changes. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
