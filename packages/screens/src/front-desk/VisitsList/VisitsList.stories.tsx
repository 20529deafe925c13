import { formatCi, formatIsoDate, visitMessages, visitStatusLabels } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { visitFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { visitRowLabel } from '../labels';
import { todayFirst } from '../order';
import { VisitsList, visitsEmpty } from './VisitsList';

/** The demo's day: the fixtures' visits of today are expected or inside, so the baseline never moves. */
const today = DEMO_TODAY;

/** The second complejo of the demo, whose front desk has visits today: one expected, one inside. */
const visits = ofBuilding(visitFixtures, 2);
const ordered = todayFirst(visits, today);
const expected = ordered.find((visit) => visit.date === today && visit.status === 'esperada')!;
const inside = ordered.find((visit) => visit.date === today && visit.status === 'ingresada')!;
const finished = ordered.find((visit) => visit.status === 'finalizada')!;
const nextDay = ordered.find((visit) => visit.date > today)!;
const withCi = ordered.find((visit) => visit.identity !== '')!;

const meta = {
  title: 'Pantallas/Portería/VisitsList',
  component: VisitsList,
  args: {
    state: { status: 'ready', visits },
    today,
    ...listCallbacks('/visitas'),
    onStatusChange: fn(answer(ok(visitMessages.status))),
    onRemove: fn(answer(ok(visitMessages.removed))),
  },
} satisfies Meta<typeof VisitsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'visits',
  createLabel: 'Nueva visita',
  empty: visitsEmpty,
  readOnly: {
    args: { onCreate: undefined, onStatusChange: undefined, onRemove: undefined },
    row: visitRowLabel(expected),
  },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Visitas' })).getAllByRole('row');

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(Math.min(visits.length, 25) + 1);
    // Today first, the one still expected on top, marked; then who is inside; then the next days.
    await expect(rows[1]).toHaveTextContent(expected.name);
    await expect(rows[1]).toHaveTextContent('Hoy');
    await expect(rows[1]).toHaveTextContent(expected.expectedTime!);
    await expect(rows[2]).toHaveTextContent(inside.name);
    await expect(rows[2]).toHaveTextContent(visitStatusLabels.ingresada);
    await expect(rows[3]).toHaveTextContent(nextDay.name);
    await expect(rows[3]).toHaveTextContent(formatIsoDate(nextDay.date));
    await expect(canvasElement).toHaveTextContent(formatCi(withCi.identity));
    // What each visit may become follows the statuses' table.
    await expect(await rowMenuLabels(canvasElement, visitRowLabel(expected))).toEqual([
      'Ver',
      'Ingresó',
      'Cancelar',
      'Quitar de la lista',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, visitRowLabel(inside))).toEqual([
      'Ver',
      'Se retiró',
      'Quitar de la lista',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, visitRowLabel(inside))).toHaveFocus());
  },
};

export const Ingresó: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, visitRowLabel(expected), 'Ingresó');
    await expect(args.onStatusChange).toHaveBeenCalledWith(expected, 'ingresada');
    await expect(await canvas.findByText(`${expected.name} ingresó a ${expected.apartment}`)).toBeVisible();
    await expect(canvas.getByText(visitMessages.status)).toBeVisible();
    await waitFor(() => expect(actionsButton(canvasElement, visitRowLabel(expected))).toHaveFocus());
  },
};

export const SeRetiró: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, visitRowLabel(inside), 'Se retiró');
    await expect(args.onStatusChange).toHaveBeenCalledWith(inside, 'finalizada');
    await expect(await canvas.findByText(`${inside.name} se retiró`)).toBeVisible();
    await waitFor(() => expect(actionsButton(canvasElement, visitRowLabel(inside))).toHaveFocus());
  },
};

/** Cancelling asks first, naming the visitor, the unit and the hour. */
export const Cancelar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = visitRowLabel(nextDay);
    await openRowAction(canvasElement, label, 'Cancelar');
    const dialog = await body().findByRole('dialog', { name: `¿Cancelar la visita de ${nextDay.name}?` });
    await expect(dialog).toHaveTextContent(`A ${nextDay.apartment}, el ${formatIsoDate(nextDay.date)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar visita' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(nextDay, 'cancelada');
    await expect(await canvas.findByText(`La visita de ${nextDay.name} quedó cancelada`)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const CancelarYVolver: Story = {
  name: 'Cancelar y volver',
  play: async ({ args, canvasElement }) => {
    const label = visitRowLabel(nextDay);
    await openRowAction(canvasElement, label, 'Cancelar');
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** Someone at the other door registered the arrival first: the server refuses in its words. */
export const CambioDeEstadoFalla: Story = {
  args: { onStatusChange: fn(answer(failure(visitMessages.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, visitRowLabel(expected), 'Ingresó');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(visitMessages.notFound);
    await waitFor(() => expect(actionsButton(canvasElement, visitRowLabel(expected))).toHaveFocus());
  },
};

/** A soft delete: the dialog says the record is kept; the row leaves the list. */
export const QuitarDeLaLista: Story = {
  render: function RemovingVisits(args) {
    const [rows, onRemove] = useRowsAfterDeletion(visits, args.onRemove!);
    return <VisitsList {...args} state={{ status: 'ready', visits: rows }} onRemove={onRemove} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = visitRowLabel(finished);
    await openRowAction(canvasElement, label, 'Quitar de la lista');
    const dialog = await body().findByRole('dialog', { name: `¿Quitar de la lista la visita de ${finished.name}?` });
    await expect(dialog).toHaveTextContent('el registro se conserva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar de la lista' }));
    await expect(args.onRemove).toHaveBeenCalledWith(finished);
    await expect(await canvas.findByText(visitMessages.removed)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Acciones para ${label}` })).toBeNull());
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: visitStatusLabels.ingresada }));
    await waitFor(() =>
      expect(tableRows(canvasElement)).toHaveLength(visits.filter((visit) => visit.status === 'ingresada').length + 1),
    );
    await expect(tableRows(canvasElement)[1]).toHaveTextContent(inside.name);
  },
};

/** A profile with visitas/listado only: no new visits, no changes. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
