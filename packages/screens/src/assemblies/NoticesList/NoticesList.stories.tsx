import { formatIsoDate, noticeMessages } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { noticeFixtures, towerFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { noticeRowLabel, WHOLE_COMPLEX } from '../notice-labels';
import { NoticesList, noticesEmpty } from './NoticesList';

/** Parque Batlle's notices: two still in force for everyone, one for Torre B already past. */
const notices = ofBuilding(noticeFixtures);
const towers = ofBuilding(towerFixtures).map(({ id, name }) => ({ id, name }));
const latestFirst = [...notices].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
const current = latestFirst[0]!;
const expired = notices.find((notice) => notice.expiresOn !== null && notice.expiresOn < DEMO_TODAY)!;
const forTowers = notices.find((notice) => notice.towerIds.length > 0)!;

const meta = {
  title: 'Pantallas/Asambleas/NoticesList',
  component: NoticesList,
  args: {
    state: { status: 'ready', notices },
    today: DEMO_TODAY,
    towers,
    ...listCallbacks('/noticias'),
    onDelete: fn(answer(ok(noticeMessages.deleted))),
  },
} satisfies Meta<typeof NoticesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'notices',
  createLabel: 'Nueva noticia',
  empty: noticesEmpty,
  readOnly: { args: { onCreate: undefined, onDelete: undefined }, row: noticeRowLabel(current) },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Noticias' })).getAllByRole('row');

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(notices.length + 1);
    // The latest first.
    for (const [index, notice] of latestFirst.entries()) {
      await expect(rows[index + 1]).toHaveTextContent(notice.title);
      await expect(rows[index + 1]).toHaveTextContent(formatIsoDate(notice.publishedOn));
    }
    await expect(rows[1]).toHaveTextContent(WHOLE_COMPLEX);
    await expect(rows[1]).toHaveTextContent(`Vigente hasta ${formatIsoDate(current.expiresOn!)}`);
    await expect(rows[1]).toHaveTextContent(current.createdBy!);
    const towerRow = rows[latestFirst.indexOf(forTowers) + 1]!;
    await expect(towerRow).toHaveTextContent('Torre B');
    await expect(towerRow).not.toHaveTextContent(WHOLE_COMPLEX);
    await expect(rows[latestFirst.indexOf(expired) + 1]).toHaveTextContent('Vencida');
    const link = within(rows[1]!).getByRole('link', { name: current.title });
    await expect(link).toHaveAttribute('href', `/noticias/modificar?id=${current.id}&modo=detalle`);
    await expect(await rowMenuLabels(canvasElement, noticeRowLabel(current))).toEqual(['Ver', 'Eliminar']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Ver' }));
    await expect(args.onView).toHaveBeenCalledWith(current);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, noticeRowLabel(current))).toHaveFocus());
  },
};

/** Without an end the notice says nothing of its expiry; towers not yet loaded are not guessed at. */
export const SinVencimientoNiTorres: Story = {
  name: 'Sin vencimiento ni torres',
  args: {
    state: { status: 'ready', notices: [{ ...forTowers, expiresOn: null }] },
    towers: [],
  },
  play: async ({ canvasElement }) => {
    const row = tableRows(canvasElement)[1]!;
    await expect(row).toHaveTextContent('Algunas torres');
    await expect(row).not.toHaveTextContent('Vigente');
    await expect(row).not.toHaveTextContent('Vencida');
  },
};

const markup = '<script>window.__noticeScript = true</script><b>negrita</b>';

/** Whatever a notice's text holds is read as text: markup typed into it shows as typed and never runs. */
export const TextoConMarcas: Story = {
  name: 'Texto con marcas',
  args: { state: { status: 'ready', notices: [{ ...current, text: markup }] } },
  play: async ({ canvasElement }) => {
    const row = tableRows(canvasElement)[1]!;
    await expect(row).toHaveTextContent(markup);
    await expect((window as { __noticeScript?: boolean }).__noticeScript).toBeUndefined();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** The confirmation names the notice; the row leaves the list. */
export const Eliminar: Story = {
  render: function DeletingNotices(args) {
    const [rows, onDelete] = useRowsAfterDeletion(notices, args.onDelete!);
    return <NoticesList {...args} state={{ status: 'ready', notices: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = noticeRowLabel(current);
    await openRowAction(canvasElement, label, 'Eliminar');
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar la noticia ${label}?` });
    await expect(dialog).toHaveTextContent('Deja de verse para los residentes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(current);
    await expect(await canvas.findByText(`Se eliminó la noticia ${label}`)).toBeVisible();
    await expect(canvas.getByText(noticeMessages.deleted)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(notices.length));
  },
};

/** Deleted meanwhile by someone else: the server's words above the list, the focus back on the row. */
export const EliminarRechazado: Story = {
  args: { onDelete: fn(answer(failure(noticeMessages.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = noticeRowLabel(expired);
    await openRowAction(canvasElement, label, 'Eliminar');
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(noticeMessages.notFound);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const EliminarYVolver: Story = {
  name: 'Eliminar y volver',
  play: async ({ args, canvasElement }) => {
    const label = noticeRowLabel(expired);
    await openRowAction(canvasElement, label, 'Eliminar');
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** A profile with noticias/listado only: no new notices, no deletions. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
