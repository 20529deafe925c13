import { compareSpanish, formatCi, personnelMessages, personnelStatusLabels } from '@horizontal/domain';
import { personnelFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { PersonnelList, personnelEmpty } from './PersonnelList';
import { personnelFullName, workdayLabel } from './personnel-labels';

/** Parque Batlle's staff: porteros, limpieza, a gardener on leave of the job (inactive) and one who resigned. */
const personnel = ofBuilding(personnelFixtures);
const byName = [...personnel].sort((a, b) => compareSpanish(personnelFullName(a), personnelFullName(b)));
const active = personnel.find((person) => person.status === 'activo')!;
const inactive = personnel.find((person) => person.status === 'inactivo')!;
const unlinked = personnel.find((person) => person.status === 'desvinculado')!;

const meta = {
  title: 'Pantallas/Personal/PersonnelList',
  component: PersonnelList,
  args: {
    state: { status: 'ready', personnelList: personnel },
    ...listCallbacks('/personal'),
    onEdit: fn(),
    onStatusChange: fn(answer(ok(personnelMessages.status))),
  },
} satisfies Meta<typeof PersonnelList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'personnelList',
  createLabel: 'Nueva persona',
  empty: personnelEmpty,
  readOnly: {
    args: { onCreate: undefined, onEdit: undefined, onStatusChange: undefined },
    row: personnelFullName(active),
  },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Personal' })).getAllByRole('row');

const rowOf = (canvasElement: HTMLElement, name: string) =>
  tableRows(canvasElement).find((row) => row.textContent?.includes(name))!;

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

/** Every person by name, with the CI as written, the workday in short and the status in words. */
export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(personnel.length + 1);
    for (const [index, person] of byName.entries()) {
      await expect(rows[index + 1]).toHaveTextContent(personnelFullName(person));
    }
    const row = rowOf(canvasElement, personnelFullName(active));
    await expect(row).toHaveTextContent(formatCi(active.identity));
    await expect(row).toHaveTextContent(active.personnelType!);
    await expect(row).toHaveTextContent(workdayLabel(active));
    await expect(row).toHaveTextContent(/\d{2}:\d{2} a \d{2}:\d{2}, L a V/);
    await expect(row).toHaveTextContent(personnelStatusLabels.activo);
    await expect(rowOf(canvasElement, personnelFullName(inactive))).toHaveTextContent(personnelStatusLabels.inactivo);
    await expect(rowOf(canvasElement, personnelFullName(unlinked))).toHaveTextContent(
      personnelStatusLabels.desvinculado,
    );
    const link = within(row).getByRole('link', { name: personnelFullName(active) });
    await expect(link).toHaveAttribute('href', `/personal/modificar?id=${active.id}&modo=detalle`);
  },
};

/** What each status may become: an active person goes inactive, an inactive one comes back; Desvinculado is final. */
export const AccionesPorEstado: Story = {
  name: 'Acciones por estado',
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, personnelFullName(active))).toEqual([
      'Ver',
      'Modificar',
      'Pasar a inactivo',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, personnelFullName(inactive))).toEqual([
      'Ver',
      'Modificar',
      'Activar',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, personnelFullName(unlinked))).toEqual(['Ver', 'Modificar']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, personnelFullName(unlinked))).toHaveFocus());
  },
};

/** Confirmed first, naming the person; the outcome above the list and the focus back on the row. */
export const PasarAInactivo: Story = {
  name: 'Pasar a inactivo',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = personnelFullName(active);
    await openRowAction(canvasElement, name, 'Pasar a inactivo');
    const dialog = await body().findByRole('dialog', { name: `¿Pasar a inactivo a ${name}?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('no se registran sus marcas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pasar a inactivo' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(active, 'inactivo');
    await expect(await canvas.findByText(`Se cambió el estado de ${name} a Inactivo`)).toBeVisible();
    await expect(canvas.getByText(personnelMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, name)).toHaveFocus());
  },
};

export const Activar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = personnelFullName(inactive);
    await openRowAction(canvasElement, name, 'Activar');
    const dialog = await body().findByRole('dialog', { name: `¿Activar a ${name}?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(inactive, 'activo');
    await expect(await canvas.findByText(`Se cambió el estado de ${name} a Activo`)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, name)).toHaveFocus());
  },
};

/** «Volver» leaves the person as they were. */
export const PasarAInactivoYVolver: Story = {
  name: 'Pasar a inactivo y volver',
  play: async ({ args, canvasElement }) => {
    const name = personnelFullName(active);
    await openRowAction(canvasElement, name, 'Pasar a inactivo');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, name)).toHaveFocus());
  },
};

/** The person was removed meanwhile: the server's words above the list. */
export const CambioDeEstadoRechazado: Story = {
  name: 'Cambio de estado rechazado',
  args: { onStatusChange: fn(answer(failure(personnelMessages.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = personnelFullName(active);
    await openRowAction(canvasElement, name, 'Pasar a inactivo');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pasar a inactivo' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(personnelMessages.notFound);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, name)).toHaveFocus());
  },
};

/** The desk types a CI as it reads it, dots or not: the row of that person alone. */
export const BuscarPorCédula: Story = {
  name: 'Buscar por cédula',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en personal' }), inactive.identity);
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(tableRows(canvasElement)[1]).toHaveTextContent(personnelFullName(inactive));
  },
};

export const BuscarPorNombre: Story = {
  name: 'Buscar por nombre',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en personal' }), unlinked.lastName);
    await waitFor(() =>
      expect(
        tableRows(canvasElement)
          .slice(1)
          .every((row) => row.textContent?.includes(unlinked.lastName)),
      ).toBe(true),
    );
    await expect(rowOf(canvasElement, personnelFullName(unlinked))).toBeVisible();
  },
};

/** A profile with personal/listado only: no new person, no changes of status. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
