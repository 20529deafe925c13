import { formatIsoDate, reportCategoryLabels, reportMessages, reportStatusLabels } from '@horizontal/domain';
import { reportFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { reportRowLabel, reportUnitLabel } from '../labels';
import { pendingFirst } from '../order';
import { withStoryPhotos } from '../stories/photos';
import { ReportsList, reportsEmpty } from './ReportsList';

/**
 * The second complejo of the demo, whose desk has reports still open; the demo's reports carry no photos, so the two
 * newest get some, as the porter would have taken them.
 */
const withPhotos = new Map([
  [ofBuilding(reportFixtures, 2)[0]!.id, 3],
  [ofBuilding(reportFixtures, 2).find((report) => report.status === 'abierto')!.id, 1],
]);
const reports = ofBuilding(reportFixtures, 2).map((report) => withStoryPhotos(report, withPhotos.get(report.id) ?? 0));
const ordered = pendingFirst(reports);
const open = ordered.find((report) => report.status === 'abierto')!;
const underWay = ordered.find((report) => report.status === 'en_proceso')!;
const resolved = ordered.find((report) => report.status === 'resuelto')!;
const photographed = reports.find((report) => report.photos.length === 3)!;

const meta = {
  title: 'Pantallas/Portería/ReportsList',
  component: ReportsList,
  args: {
    state: { status: 'ready', reports },
    ...listCallbacks('/reportes'),
    onStatusChange: fn(answer(ok(reportMessages.status))),
    onRemove: fn(answer(ok(reportMessages.removed))),
  },
} satisfies Meta<typeof ReportsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'reports',
  createLabel: 'Nuevo reporte',
  empty: reportsEmpty,
  readOnly: {
    args: { onCreate: undefined, onStatusChange: undefined, onRemove: undefined },
    row: reportRowLabel(open),
  },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Reportes' })).getAllByRole('row');

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(reports.length + 1);
    // Still to deal with first, newest first; then what was closed.
    await expect(rows[1]).toHaveTextContent(ordered[0]!.title);
    await expect(rows[rows.length - 1]).toHaveTextContent(reportStatusLabels.resuelto);
    const wholeComplex = reports.find((report) => report.apartmentId === null)!;
    await expect(canvas.getByRole('table')).toHaveTextContent(reportUnitLabel(wholeComplex));
    await expect(canvas.getByRole('table')).toHaveTextContent(reportCategoryLabels[open.category]);
    // Each photo says what it shows.
    const photos = canvas.getByRole('list', { name: `Fotos de «${photographed.title}»` });
    const images = within(photos).getAllByRole('img');
    await expect(images).toHaveLength(3);
    await expect(images[0]).toHaveAccessibleName(`Foto 1 de 3 de «${photographed.title}»`);
    await expect(images[2]).toHaveAttribute('src', photographed.photoUrls[2]);
    await expect(await rowMenuLabels(canvasElement, reportRowLabel(open))).toEqual([
      'Ver',
      'En proceso',
      'Resuelto',
      'Descartar',
      'Quitar de la lista',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, reportRowLabel(resolved))).toEqual(['Ver', 'Quitar de la lista']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, reportRowLabel(resolved))).toHaveFocus());
  },
};

export const EnProceso: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, reportRowLabel(open), 'En proceso');
    await expect(args.onStatusChange).toHaveBeenCalledWith(open, 'en_proceso');
    await expect(await canvas.findByText(`«${open.title}» quedó en proceso`)).toBeVisible();
    await expect(canvas.getByText(reportMessages.status)).toBeVisible();
    await waitFor(() => expect(actionsButton(canvasElement, reportRowLabel(open))).toHaveFocus());
  },
};

export const Resuelto: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, reportRowLabel(underWay), 'Resuelto');
    await expect(args.onStatusChange).toHaveBeenCalledWith(underWay, 'resuelto');
    await expect(await canvas.findByText(`«${underWay.title}» quedó resuelto`)).toBeVisible();
    await waitFor(() => expect(actionsButton(canvasElement, reportRowLabel(underWay))).toHaveFocus());
  },
};

/** Discarding is final: it asks first, naming the report. */
export const Descartar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = reportRowLabel(open);
    await openRowAction(canvasElement, label, 'Descartar');
    const dialog = await body().findByRole('dialog', { name: `¿Descartar el reporte «${open.title}»?` });
    await expect(dialog).toHaveTextContent(formatIsoDate(open.date));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(open, 'descartado');
    await expect(await canvas.findByText(`«${open.title}» quedó descartado`)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const CambioDeEstadoFalla: Story = {
  args: { onStatusChange: fn(answer(failure(reportMessages.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, reportRowLabel(underWay), 'Resuelto');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(reportMessages.notFound);
    await waitFor(() => expect(actionsButton(canvasElement, reportRowLabel(underWay))).toHaveFocus());
  },
};

/** A soft delete: the dialog says the record is kept; the row leaves the list. */
export const QuitarDeLaLista: Story = {
  render: function RemovingReports(args) {
    const [rows, onRemove] = useRowsAfterDeletion(reports, args.onRemove!);
    return <ReportsList {...args} state={{ status: 'ready', reports: rows }} onRemove={onRemove} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = reportRowLabel(resolved);
    await openRowAction(canvasElement, label, 'Quitar de la lista');
    const dialog = await body().findByRole('dialog', { name: `¿Quitar de la lista el reporte «${resolved.title}»?` });
    await expect(dialog).toHaveTextContent('el registro se conserva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar de la lista' }));
    await expect(args.onRemove).toHaveBeenCalledWith(resolved);
    await expect(await canvas.findByText(reportMessages.removed)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Acciones para ${label}` })).toBeNull());
  },
};

export const FiltrarPorCategoría: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await body().findByRole('option', { name: reportCategoryLabels.seguridad }));
    await waitFor(() =>
      expect(tableRows(canvasElement)).toHaveLength(
        reports.filter((report) => report.category === 'seguridad').length + 1,
      ),
    );
  },
};

/** A profile with reportes/listado only: no new reports, no changes. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
