import { refusals, shipmentMessages, shipmentStatusLabels } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { shipmentFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { formatRecentMoment, shipmentRowLabel } from '../labels';
import { waitingFirst } from '../order';
import { ShipmentsList, shipmentsEmpty } from './ShipmentsList';

/** Parque Batlle's parcels of the last 20 days: three still waiting at the desk, the rest handed over or sent back. */
const shipments = ofBuilding(shipmentFixtures);
const ordered = waitingFirst(shipments);
const waiting = ordered.filter((shipment) => shipment.status === 'recibida');
const oldestWaiting = waiting[0]!;
const delivered = ordered.find((shipment) => shipment.status === 'entregada')!;
const returned = ordered.find((shipment) => shipment.status === 'devuelta')!;

const meta = {
  title: 'Pantallas/Portería/ShipmentsList',
  component: ShipmentsList,
  args: {
    // The demo's day, so that «Hoy» and «Ayer» never move in the baseline.
    today: DEMO_TODAY,
    state: { status: 'ready', shipments },
    ...listCallbacks('/encomiendas'),
    onDeliver: fn(answer(ok(shipmentMessages.status))),
    onReturn: fn(answer(ok(shipmentMessages.status))),
    onRemove: fn(answer(ok(shipmentMessages.removed))),
  },
} satisfies Meta<typeof ShipmentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'shipments',
  createLabel: 'Nueva encomienda',
  empty: shipmentsEmpty,
  readOnly: {
    args: { onCreate: undefined, onDeliver: undefined, onReturn: undefined, onRemove: undefined },
    row: shipmentRowLabel(oldestWaiting),
  },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Encomiendas' })).getAllByRole('row');

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(shipments.length + 1);
    // What waits at the desk comes first, the oldest on top; the rest follow, newest first.
    for (const [index, shipment] of waiting.entries()) {
      await expect(rows[index + 1]).toHaveTextContent(shipment.recipientName);
      await expect(rows[index + 1]).toHaveTextContent(shipmentStatusLabels.recibida);
    }
    await expect(rows[1]).toHaveTextContent(formatRecentMoment(oldestWaiting.receivedAt, DEMO_TODAY));
    await expect(rows[1]).toHaveTextContent(oldestWaiting.apartment);
    const first = rows[waiting.length + 1]!;
    await expect(first).toHaveTextContent(delivered.recipientName);
    await expect(first).toHaveTextContent(
      `${delivered.deliveredTo}, ${formatRecentMoment(delivered.deliveredAt!, DEMO_TODAY).toLowerCase()}`,
    );
    // Only a parcel still at the desk is handed over or sent back.
    await expect(await rowMenuLabels(canvasElement, shipmentRowLabel(oldestWaiting))).toEqual([
      'Ver',
      'Entregar',
      'Devolver',
      'Quitar de la lista',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, shipmentRowLabel(delivered))).toEqual([
      'Ver',
      'Quitar de la lista',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, shipmentRowLabel(delivered))).toHaveFocus());
  },
};

/** Handing it over asks to whom, with the recipient's name ready; Enter confirms. */
export const Entregar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = shipmentRowLabel(oldestWaiting);
    await openRowAction(canvasElement, label, 'Entregar');
    const dialog = await body().findByRole('dialog', {
      name: `¿Entregar la encomienda de ${oldestWaiting.apartment}?`,
    });
    const field = within(dialog).getByRole('textbox', { name: 'Entregada a' });
    await expect(field).toHaveValue(oldestWaiting.recipientName);
    await userEvent.clear(field);
    await userEvent.type(field, 'Lucía Techera (vecina del 502){Enter}');
    await expect(args.onDeliver).toHaveBeenCalledWith(oldestWaiting, 'Lucía Techera (vecina del 502)');
    await expect(await canvas.findByText(`La encomienda de ${oldestWaiting.apartment} quedó entregada`)).toBeVisible();
    await expect(canvas.getByText(shipmentMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** Nobody named: the domain's words under the field, and nothing is sent. */
export const EntregarSinNombre: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, shipmentRowLabel(oldestWaiting), 'Entregar');
    const dialog = await body().findByRole('dialog', {
      name: `¿Entregar la encomienda de ${oldestWaiting.apartment}?`,
    });
    const field = within(dialog).getByRole('textbox', { name: 'Entregada a' });
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entregar' }));
    // Visible once the dialog's entrance has ended: on a busy machine it may still be fading in.
    await waitFor(() => expect(within(dialog).getByText('Ingrese a quién se entregó la encomienda.')).toBeVisible());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDeliver).not.toHaveBeenCalled();
    await userEvent.click(field);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Someone else handed it over meanwhile: the server's words above the list. */
export const EntregarFalla: Story = {
  args: { onDeliver: fn(answer(failure(shipmentMessages.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = shipmentRowLabel(oldestWaiting);
    await openRowAction(canvasElement, label, 'Entregar');
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entregar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(shipmentMessages.notFound);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const Devolver: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = shipmentRowLabel(oldestWaiting);
    await openRowAction(canvasElement, label, 'Devolver');
    const dialog = await body().findByRole('dialog', {
      name: `¿Devolver la encomienda de ${oldestWaiting.apartment}?`,
    });
    await expect(dialog).toHaveTextContent('ya no se puede entregar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await expect(args.onReturn).toHaveBeenCalledWith(oldestWaiting);
    await expect(await canvas.findByText(`La encomienda de ${oldestWaiting.apartment} quedó devuelta`)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const DevolverYVolver: Story = {
  name: 'Devolver y volver',
  play: async ({ args, canvasElement }) => {
    const label = shipmentRowLabel(oldestWaiting);
    await openRowAction(canvasElement, label, 'Devolver');
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onReturn).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** A soft delete: the dialog says the record is kept; the row leaves the list. */
export const QuitarDeLaLista: Story = {
  render: function RemovingShipments(args) {
    const [rows, onRemove] = useRowsAfterDeletion(shipments, args.onRemove!);
    return <ShipmentsList {...args} state={{ status: 'ready', shipments: rows }} onRemove={onRemove} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = shipmentRowLabel(returned);
    await openRowAction(canvasElement, label, 'Quitar de la lista');
    const dialog = await body().findByRole('dialog', {
      name: `¿Quitar de la lista la encomienda de ${returned.apartment}?`,
    });
    await expect(dialog).toHaveTextContent('el registro se conserva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar de la lista' }));
    await expect(args.onRemove).toHaveBeenCalledWith(returned);
    await expect(await canvas.findByText(shipmentMessages.removed)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Acciones para ${label}` })).toBeNull());
  },
};

export const QuitarFalla: Story = {
  args: { onRemove: fn(answer(failure(refusals.unexpected))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = shipmentRowLabel(delivered);
    await openRowAction(canvasElement, label, 'Quitar de la lista');
    await userEvent.click(
      within(await body().findByRole('dialog')).getByRole('button', { name: 'Quitar de la lista' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusals.unexpected);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: shipmentStatusLabels.recibida }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(waiting.length + 1));
  },
};

/** A profile with encomiendas/listado only: no new parcels, no hand-overs. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
