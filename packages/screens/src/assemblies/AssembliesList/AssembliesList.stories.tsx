import { assemblyMessages, assemblyStatusLabels, assemblyTypeLabels, formatIsoDate } from '@horizontal/domain';
import { assemblyFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { assemblyRowLabel } from '../assembly-labels';
import { AssembliesList, assembliesEmpty } from './AssembliesList';

/** Parque Batlle's assemblies: two held this year and an extraordinary one called for the coming days. */
const assemblies = ofBuilding(assemblyFixtures);
const latestFirst = [...assemblies].sort((a, b) => b.date.localeCompare(a.date));
const called = assemblies.find((assembly) => assembly.status === 'convocada')!;
const held = assemblies.find((assembly) => assembly.status === 'realizada')!;

const meta = {
  title: 'Pantallas/Asambleas/AssembliesList',
  component: AssembliesList,
  args: {
    state: { status: 'ready', assemblies },
    ...listCallbacks('/asambleas'),
    onDelete: fn(answer(ok(assemblyMessages.deleted))),
  },
} satisfies Meta<typeof AssembliesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'assemblies',
  createLabel: 'Nueva asamblea',
  empty: assembliesEmpty,
  readOnly: { args: { onCreate: undefined, onDelete: undefined }, row: assemblyRowLabel(called) },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Asambleas' })).getAllByRole('row');

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(assemblies.length + 1);
    // The latest first: the one called for the coming days heads the list.
    for (const [index, assembly] of latestFirst.entries()) {
      await expect(rows[index + 1]).toHaveTextContent(assembly.title);
      await expect(rows[index + 1]).toHaveTextContent(formatIsoDate(assembly.date));
    }
    await expect(rows[1]).toHaveTextContent(called.time!);
    await expect(rows[1]).toHaveTextContent(assemblyTypeLabels[called.type]);
    await expect(rows[1]).toHaveTextContent(called.place);
    await expect(rows[1]).toHaveTextContent(assemblyStatusLabels.convocada);
    // The title leads to the assembly's page, where its resolutions and attendance are.
    const link = within(rows[1]!).getByRole('link', { name: called.title });
    await expect(link).toHaveAttribute('href', `/asambleas/modificar?id=${called.id}&modo=detalle`);
    await expect(await rowMenuLabels(canvasElement, assemblyRowLabel(called))).toEqual(['Ver', 'Eliminar']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Ver' }));
    await expect(args.onView).toHaveBeenCalledWith(called);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, assemblyRowLabel(called))).toHaveFocus());
  },
};

/** The confirmation names the assembly and what goes with it; the row leaves the list. */
export const Eliminar: Story = {
  render: function DeletingAssemblies(args) {
    const [rows, onDelete] = useRowsAfterDeletion(assemblies, args.onDelete!);
    return <AssembliesList {...args} state={{ status: 'ready', assemblies: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = assemblyRowLabel(called);
    await openRowAction(canvasElement, label, 'Eliminar');
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar la asamblea ${label}?` });
    await expect(dialog).toHaveTextContent('sus resoluciones y su asistencia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(called);
    await expect(await canvas.findByText(`Se eliminó la asamblea ${label}`)).toBeVisible();
    await expect(canvas.getByText(assemblyMessages.deleted)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(assemblies.length));
  },
};

/** An assembly with votings cannot go: the server's words above the list, the focus back on the row. */
export const EliminarRechazado: Story = {
  args: { onDelete: fn(answer(failure(assemblyMessages.hasVotings))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = assemblyRowLabel(held);
    await openRowAction(canvasElement, label, 'Eliminar');
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(assemblyMessages.hasVotings);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const EliminarYVolver: Story = {
  name: 'Eliminar y volver',
  play: async ({ args, canvasElement }) => {
    const label = assemblyRowLabel(held);
    await openRowAction(canvasElement, label, 'Eliminar');
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: assemblyStatusLabels.convocada }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(tableRows(canvasElement)[1]).toHaveTextContent(called.title);
  },
};

/** A profile with asambleas/listado only: no new assemblies, no deletions. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
