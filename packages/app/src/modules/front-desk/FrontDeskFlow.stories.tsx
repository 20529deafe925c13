import {
  formatIsoDate,
  reportMessages,
  reportStatusLabels,
  shipmentMessages,
  shipmentStatusLabels,
  shipmentTransitions,
  transitionProblem,
  visitMessages,
  visitStatusLabels,
} from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { at, deskUser, mockToday } from '@horizontal/mocks/fixtures';
import { shipmentRowLabel, visitRowLabel } from '@horizontal/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { pinClock, WiredApp } from '../../stories';
import { loadedRows, page, rowAction, table, toastSays } from '../../stories/flow-steps';

/*
 * Portería wired as the desk's tab runs it: the demo's portería login (porteria@horizontal.uy) on Parque Batlle,
 * routes, session, the api client and the mocks' handlers (through MSW). The mock store starts over before each
 * story, and the tab's clock reads the mocks' day, so that «today» is the same for the page and for the mocks.
 */

const BUILDING_ID = 1;
const token = `mock-token-${deskUser.id}-1`;

const meta = {
  title: 'Flujos/Portería/Encomiendas, visitas y reportes',
  component: WiredApp,
  args: { path: '/encomiendas/listado', token, buildingId: BUILDING_ID },
  beforeEach: async () => {
    resetDb();
    const unpin = pinClock(at(mockToday, '12:00'));
    await preloadScreens();
    return unpin;
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// ——— The mocks' data, read when a play runs (after resetDb) ———

const listed = <Row extends { id: number; buildingId: number }>(rows: Row[], removed: Set<number>) =>
  rows.filter((row) => row.buildingId === BUILDING_ID && !removed.has(row.id));

const shipments = () => listed(db.shipments, db.removed.shipments);
const visits = () => listed(db.visits, db.removed.visits);

const shipmentLabel = shipmentRowLabel;
const visitLabel = visitRowLabel;

/** The parcel that has waited longest at the desk: the first row. */
const longestWaiting = () =>
  shipments()
    .filter((shipment) => shipment.status === 'recibida')
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))[0]!;

// ——— What a person does ———

/** The row of a record, by the name its actions button gives it. */
const rowNamed = async (label: string) =>
  (await page().findByRole('button', { name: `Acciones para ${label}` })).closest('tr')!;

/** A unit by its number and Enter, once the units have come. */
const pickUnit = async (typed: string) => {
  const unit = await page().findByRole('combobox', { name: 'Unidad' });
  await waitFor(() => expect(unit).toBeEnabled());
  await userEvent.type(unit, `${typed}{Enter}`);
};

/** A small picture as a phone's camera would hand it over (a 48 × 48 PNG). */
const photoFile = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAx0lEQVR42u3W4QmDMBQE4JvIdYozOFN3KZ2kIziCQkBEg3km7zXXcnA/A/eRF5JgfL6oAoEEEkignwK9PzMFaHWc0w2U1cSZUK0JMgnUAipqIkwa2b+B6O4hxpua8S3T90Mgf9DwmAS61KRQgDZNkAktmggTGjXuJh+Q0WRZBheN0eQGsmiKJqMbjpqLPrsbvpps3629hLvm0Hd3uFGgVFkxXARpqg8cOmqyJvTVlEFf1pxNFKC9CQyavQkkmiOou2YzgUeTsgDN/yolLBJuHgAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

// ——— Encomiendas ———

/** The parcels of Parque Batlle, those waiting at the desk first, the one waiting longest on top. */
export const Encomiendas: Story = {
  play: async () => {
    const [, first] = await loadedRows('Encomiendas');
    await expect(
      within(first!).getByRole('button', { name: `Acciones para ${shipmentLabel(longestWaiting())}` }),
    ).toBeVisible();
    await expect(within(first!).getByText(shipmentStatusLabels.recibida)).toBeVisible();
  },
};

/** A parcel logged for Torre B · 101: its resident is the recipient; back on the list, it is there, waiting. */
export const RegistrarEncomienda: Story = {
  play: async () => {
    await table('Encomiendas');
    await userEvent.click(page().getByRole('button', { name: 'Nueva encomienda' }));
    await page().findByRole('heading', { level: 1, name: 'Nueva encomienda' });
    await pickUnit('b101');
    const recipient = page().getByLabelText('Destinatario');
    await waitFor(() => expect(recipient).not.toHaveValue(''));
    await userEvent.clear(recipient);
    await userEvent.type(recipient, 'Florencia Techera');
    await userEvent.type(page().getByLabelText('Transportista'), 'DAC');
    await userEvent.click(page().getByRole('button', { name: 'Registrar encomienda' }));

    await toastSays(shipmentMessages.created);
    await table('Encomiendas');
    await userEvent.type(page().getByRole('searchbox', { name: 'Buscar en encomiendas' }), 'Florencia Techera');
    const logged = db.shipments.findLast((shipment) => shipment.recipientName === 'Florencia Techera')!;
    const row = await rowNamed(shipmentLabel(logged));
    await expect(row).toHaveTextContent('Torre B · 101');
    await expect(within(row).getByText(shipmentStatusLabels.recibida)).toBeVisible();
  },
};

/** Handing a parcel over asks to whom (its recipient, to start with); the row then says who took it. */
export const EntregarEncomienda: Story = {
  play: async () => {
    const waiting = longestWaiting();
    const label = shipmentLabel(waiting);
    await loadedRows('Encomiendas');
    await rowAction(label, 'Entregar');
    const dialog = await page().findByRole('dialog', { name: `¿Entregar la encomienda de ${waiting.apartment}?` });
    const deliveredTo = within(dialog).getByLabelText('Entregada a');
    await expect(deliveredTo).toHaveValue(waiting.recipientName);
    await userEvent.clear(deliveredTo);
    await userEvent.type(deliveredTo, 'Martina Suárez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entregar' }));
    await expect(await page().findByText(shipmentMessages.status)).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(within(await rowNamed(label)).getByText(shipmentStatusLabels.entregada)).toBeVisible(),
    );
    await expect(await rowNamed(label)).toHaveTextContent('Martina Suárez');
    await waitFor(() => expect(page().getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
  },
};

/**
 * Another porter handed the parcel over meanwhile: sending it back is refused, and the server's words say why, in
 * Spanish, above the list.
 */
export const DevolverUnaYaEntregada: Story = {
  play: async () => {
    const waiting = longestWaiting();
    const label = shipmentLabel(waiting);
    await loadedRows('Encomiendas');
    const stored = db.shipments.find((shipment) => shipment.id === waiting.id)!;
    stored.status = 'entregada';
    stored.deliveredTo = waiting.recipientName;
    stored.deliveredAt = at(mockToday, '11:30');
    await rowAction(label, 'Devolver');
    const dialog = await page().findByRole('dialog', { name: `¿Devolver la encomienda de ${waiting.apartment}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(
      transitionProblem(shipmentTransitions, shipmentStatusLabels, 'entregada', 'devuelta')!,
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page().getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
  },
};

// ——— Visitas ———

/** The complejo's visits, today's first, marked «Hoy». */
export const Visitas: Story = {
  args: { path: '/visitas/listado' },
  play: async () => {
    const rows = await loadedRows('Visitas');
    // Parque Batlle's day ahead: today's visits lead, each marked «Hoy».
    const today = visits().filter((visit) => visit.date === mockToday);
    await expect(today.length).toBeGreaterThan(0);
    for (const row of rows.slice(1, today.length + 1)) await expect(row).toHaveTextContent('Hoy');
    await expect(rows[today.length + 1]).not.toHaveTextContent('Hoy');
  },
};

/** Someone at the desk now for Torre B · 101: registered inside, at the top of today's visits. */
export const RegistrarVisita: Story = {
  args: { path: '/visitas/listado' },
  play: async () => {
    await table('Visitas');
    await userEvent.click(page().getByRole('button', { name: 'Nueva visita' }));
    await page().findByRole('heading', { level: 1, name: 'Nueva visita' });
    await pickUnit('b101');
    await userEvent.type(page().getByLabelText('Nombre'), 'Lucía Techera');
    await expect(page().getByLabelText('Fecha')).toHaveValue(formatIsoDate(mockToday));
    await expect(page().getByRole('switch', { name: 'Está en portería ahora' })).toBeChecked();
    await userEvent.click(page().getByRole('button', { name: 'Registrar visita' }));

    await toastSays(visitMessages.created);
    await table('Visitas');
    const row = await rowNamed(visitLabel({ name: 'Lucía Techera', apartment: 'Torre B · 101', date: mockToday }));
    await expect(within(row).getByText(visitStatusLabels.ingresada)).toBeVisible();
  },
};

// ——— Reportes ———

/** The novedades of the desk, those still open first. */
export const Reportes: Story = {
  args: { path: '/reportes/listado' },
  play: async () => {
    const rows = await loadedRows('Reportes');
    // Those still to deal with come first.
    await expect(rows[1]).toHaveTextContent(
      new RegExp(`${reportStatusLabels.abierto}|${reportStatusLabels.en_proceso}`),
    );
  },
};

/** A report with a photo: uploaded to the storage on the way, then shown in the list from its signed link. */
export const NuevoReporteConFoto: Story = {
  args: { path: '/reportes/nuevo' },
  play: async () => {
    const title = 'Filtración junto a la cochera 12';
    await page().findByRole('heading', { level: 1, name: 'Nuevo reporte' });
    await userEvent.click(page().getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await page().findByRole('option', { name: 'Mantenimiento' }));
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await userEvent.type(page().getByLabelText('Título'), title);
    await userEvent.upload(page().getByTestId('photo-input'), photoFile('garaje.png'));
    await waitFor(() => expect(page().getAllByRole('img', { name: 'Foto 1 de 1 del reporte' })).toHaveLength(1));
    await userEvent.click(page().getByRole('button', { name: 'Registrar reporte' }));

    await toastSays(reportMessages.created);
    const photos = await page().findByRole('list', { name: `Fotos de «${title}»` });
    const [photo] = within(photos).getAllByRole('img');
    const stored = db.reports.findLast((report) => report.title === title)!;
    await expect(stored.photos).toHaveLength(1);
    await expect(photo).toHaveAttribute('src', stored.photoUrls[0]);
    await waitFor(() => expect((photo as HTMLImageElement).complete).toBe(true));
  },
};
