import { assemblyMessages, assemblyStatusLabels, refusals, resolutionResultLabels } from '@horizontal/domain';
import { assemblyFixtures, resolutionFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { BUILDING_ID, ofBuilding } from '../../shared/stories/demo';
import { body, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { AttendanceSheet } from '../AttendanceSheet';
import { attendanceOf } from '../AttendanceSheet/stories/attendance';
import { AssemblyResolutions } from './AssemblyResolutions';

/** Parque Batlle's annual assembly, with what it approved and what it put off. */
const assemblies = ofBuilding(assemblyFixtures);
const annual = assemblies.find((assembly) => assembly.status === 'realizada')!;
const resolutions = resolutionFixtures.filter((resolution) => resolution.assemblyId === annual.id);
const approved = resolutions.find((resolution) => resolution.result === 'aprobada')!;
const postponed = resolutions.find((resolution) => resolution.result === 'postergada')!;
const upcoming = assemblies.find((assembly) => assembly.status === 'convocada')!;

const meta = {
  title: 'Pantallas/Asambleas/AssemblyResolutions',
  component: AssemblyResolutions,
  args: {
    state: { status: 'ready', assembly: annual, resolutions },
    onRetry: fn(),
    onBack: fn(),
    onCreate: fn(answer(ok(assemblyMessages.resolutionCreated))),
    onUpdate: fn(answer(ok(assemblyMessages.resolutionUpdated))),
    onDelete: fn(answer(ok(assemblyMessages.resolutionDeleted))),
  },
} satisfies Meta<typeof AssemblyResolutions>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (resolution: { title: string }) => `Resolución «${resolution.title}»`;
const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Resoluciones de la asamblea' })).getAllByRole('row');
const actionsButton = (canvasElement: HTMLElement, row: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${row}` });
const addButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Agregar resolución' });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: annual.title })).toBeVisible();
    await expect(canvas.getByText(assemblyStatusLabels.realizada)).toBeVisible();
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(resolutions.length + 1);
    const postponedRow = rows.find((row) => row.textContent?.includes(postponed.title))!;
    await expect(postponedRow).toHaveTextContent(resolutionResultLabels.postergada);
    await expect(postponedRow).toHaveTextContent('Sin descripción');
    await expect(await rowMenuLabels(canvasElement, label(approved))).toEqual(['Modificar', 'Eliminar']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label(approved))).toHaveFocus());
  },
};

/** The whole page as the app lays it out: what the assembly resolved, and under it who came. */
export const ConAsistencia: Story = {
  name: 'Con asistencia',
  args: {
    children: (
      <AttendanceSheet
        state={{ status: 'ready', attendance: attendanceOf(annual.id, BUILDING_ID) }}
        onRetry={fn()}
        onSave={fn(answer(ok(assemblyMessages.attendanceSaved)))}
        onPrint={fn(answer(ok()))}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Resoluciones' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Asistencia' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar asistencia' })).toBeEnabled();
  },
};

/** The dialog sends the title trimmed and the result chosen; the focus comes back to «Agregar resolución». */
export const Agregar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(addButton(canvasElement));
    const dialog = await body().findByRole('dialog', { name: 'Agregar resolución' });
    await expect(within(dialog).getByRole('radio', { name: resolutionResultLabels.aprobada })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Título'), ' Cambio de empresa de jardinería ');
    await userEvent.click(within(dialog).getByRole('radio', { name: resolutionResultLabels.rechazada }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar resolución' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Cambio de empresa de jardinería',
      result: 'rechazada',
      description: '',
    });
    await expect(await canvas.findByText('Se agregó la resolución «Cambio de empresa de jardinería».')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(addButton(canvasElement)).toHaveFocus());
  },
};

/** Without a title: the schema's words in the dialog, nothing sent; Cancelar closes it. */
export const AgregarSinTítulo: Story = {
  name: 'Agregar sin título',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(addButton(canvasElement));
    const dialog = await body().findByRole('dialog', { name: 'Agregar resolución' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar resolución' }));
    await expect(await within(dialog).findByText('Ingrese el título de la resolución.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText('Título')).toHaveFocus());
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(addButton(canvasElement)).toHaveFocus());
  },
};

/** The assembly was cancelled meanwhile: the server's words stay in the dialog with what was typed. */
export const AgregarRechazado: Story = {
  args: {
    state: { status: 'ready', assembly: upcoming, resolutions: [] },
    onCreate: fn(answer(failure(assemblyMessages.cancelled))),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(addButton(canvasElement));
    const dialog = await body().findByRole('dialog', { name: 'Agregar resolución' });
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Empresa de cámaras');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar resolución' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(assemblyMessages.cancelled);
    await expect(within(dialog).getByLabelText('Título')).toHaveValue('Empresa de cámaras');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(addButton(canvasElement)).toHaveFocus());
  },
};

/** The dialog opens with the resolution's values; the focus returns to its row's menu. */
export const Modificar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, label(postponed), 'Modificar');
    const dialog = await body().findByRole('dialog', { name: `Modificar la resolución «${postponed.title}»` });
    await expect(within(dialog).getByLabelText('Título')).toHaveValue(postponed.title);
    await expect(within(dialog).getByRole('radio', { name: resolutionResultLabels.postergada })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: resolutionResultLabels.aprobada }));
    await userEvent.type(within(dialog).getByLabelText('Descripción'), 'Desde el 1.º del mes próximo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar resolución' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(postponed, {
      title: postponed.title,
      result: 'aprobada',
      description: 'Desde el 1.º del mes próximo.',
    });
    await expect(await canvas.findByText(`Se guardó la resolución «${postponed.title}».`)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label(postponed))).toHaveFocus());
  },
};

export const Eliminar: Story = {
  render: function DeletingResolutions(args) {
    const [rows, onDelete] = useRowsAfterDeletion(resolutions, args.onDelete!);
    return (
      <AssemblyResolutions
        {...args}
        state={{ status: 'ready', assembly: annual, resolutions: rows }}
        onDelete={onDelete}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, label(postponed), 'Eliminar');
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar la resolución «${postponed.title}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(postponed);
    await expect(await canvas.findByText(`Se eliminó la resolución «${postponed.title}»`)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(resolutions.length));
  },
};

export const EliminarRechazado: Story = {
  args: { onDelete: fn(answer(failure(assemblyMessages.resolutionNotFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, label(approved), 'Eliminar');
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(assemblyMessages.resolutionNotFound);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label(approved))).toHaveFocus());
  },
};

/** A cancelled assembly resolves nothing: the page says so and offers no «Agregar resolución». */
export const Cancelada: Story = {
  args: { state: { status: 'ready', assembly: { ...upcoming, status: 'cancelada' }, resolutions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(assemblyMessages.cancelled)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agregar resolución' })).toBeNull();
    await expect(canvas.getByText('La asamblea no tiene resoluciones registradas.')).toBeVisible();
  },
};

/** A profile that may only read the page: no dialog, no row menus. */
export const SoloConsulta: Story = {
  args: { onCreate: undefined, onUpdate: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tableRows(canvasElement)).toHaveLength(resolutions.length + 1);
    await expect(canvas.queryByRole('button', { name: 'Agregar resolución' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Acciones para ${label(approved)}` })).toBeNull();
  },
};

/** Called and not yet held: nothing resolved, and the way to record it. */
export const Vacío: Story = {
  args: { state: { status: 'ready', assembly: upcoming, resolutions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todavía no hay resoluciones')).toBeVisible();
    await expect(canvas.getByText('Registre lo que resolvió la asamblea desde Agregar resolución.')).toBeVisible();
    await expect(addButton(canvasElement)).toBeEnabled();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando la asamblea…');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A stale link: the list, not a retry. */
export const NoExiste: Story = {
  args: { state: { status: 'missing', message: assemblyMessages.notFound } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(assemblyMessages.notFound)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al listado' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
