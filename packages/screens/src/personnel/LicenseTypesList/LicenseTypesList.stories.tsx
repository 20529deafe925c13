import { compareSpanish, personnelMessages } from '@horizontal/domain';
import { licenseTypeFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { readOnlyDescription } from '../../shared/lists';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { LicenseTypesList, licenseTypesEmpty } from './LicenseTypesList';
import { ANNUAL_LEAVE } from './license-type-form';

/** Parque Batlle's kinds of leave: the annual one of Ley 12.590, sickness, study (6 days) and unpaid (30 days). */
const types = ofBuilding(licenseTypeFixtures);
const byName = [...types].sort((a, b) => compareSpanish(a.name, b.name));
const annual = types.find((type) => type.annual)!;
const noTop = types.find((type) => !type.annual && type.maxDays === null)!;
const withTop = types.find((type) => type.paid && type.maxDays !== null)!;
const unpaid = types.find((type) => !type.paid)!;

const meta = {
  title: 'Pantallas/Personal/LicenseTypesList',
  component: LicenseTypesList,
  args: {
    state: { status: 'ready', licenseTypeList: types },
    onRetry: fn(),
    onCreate: fn(answer(ok(personnelMessages.licenseTypeCreated))),
    onDelete: fn(answer(ok(personnelMessages.licenseTypeDeleted))),
    sheetOwner: 'Complejo Parque Batlle',
  },
} satisfies Meta<typeof LicenseTypesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'licenseTypeList',
  createLabel: 'Nuevo tipo',
  empty: licenseTypesEmpty,
  readOnly: { args: { onCreate: undefined, onDelete: undefined }, row: annual.name },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Tipos de licencia' })).getAllByRole('row');

const rowOf = (canvasElement: HTMLElement, name: string) =>
  tableRows(canvasElement).find((row) => within(row).queryByText(name, { exact: true }))!;

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

const createButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Nuevo tipo' });

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(createButton(canvasElement));
  const dialog = await body().findByRole('dialog', { name: 'Nuevo tipo de licencia' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** Each type with its top of days (or why it has none), whether it is paid, and the annual leave marked. */
export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(types.length + 1);
    for (const [index, type] of byName.entries()) await expect(rows[index + 1]).toHaveTextContent(type.name);
    await expect(rowOf(canvasElement, annual.name)).toHaveTextContent(ANNUAL_LEAVE);
    await expect(rowOf(canvasElement, annual.name)).toHaveTextContent('Según antigüedad');
    await expect(rowOf(canvasElement, noTop.name)).toHaveTextContent('Sin tope');
    await expect(rowOf(canvasElement, noTop.name)).not.toHaveTextContent(ANNUAL_LEAVE);
    await expect(rowOf(canvasElement, withTop.name)).toHaveTextContent(`${withTop.maxDays} días`);
    await expect(rowOf(canvasElement, withTop.name)).toHaveTextContent('Con goce');
    await expect(rowOf(canvasElement, unpaid.name)).toHaveTextContent('Sin goce');
    await expect(await rowMenuLabels(canvasElement, withTop.name)).toEqual(['Eliminar']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, withTop.name)).toHaveFocus());
  },
};

/** «Nuevo tipo»: the name trimmed, the top as a number, unpaid; the outcome above the list, the focus back. */
export const NuevoTipo: Story = {
  name: 'Nuevo tipo',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('checkbox', { name: 'Con goce de sueldo' })).toBeChecked();
    await expect(inDialog.getByRole('checkbox', { name: /licencia anual/ })).not.toBeChecked();
    await userEvent.type(inDialog.getByLabelText('Nombre', { exact: true }), ' Duelo ');
    await userEvent.type(inDialog.getByLabelText('Días máximos', { exact: true }), '3');
    await userEvent.click(inDialog.getByRole('checkbox', { name: 'Con goce de sueldo' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Crear tipo' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Duelo', maxDays: 3, paid: false, annual: false });
    await expect(await canvas.findByText('Se creó el tipo de licencia «Duelo»')).toBeVisible();
    await expect(canvas.getByText(personnelMessages.licenseTypeCreated)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(createButton(canvasElement)).toHaveFocus());
  },
};

/** Without a name, or with a top past a year: the schema's words in the dialog, nothing sent. */
export const NuevoTipoInválido: Story = {
  name: 'Nuevo tipo inválido',
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByLabelText('Días máximos', { exact: true }), '400');
    await userEvent.click(inDialog.getByRole('button', { name: 'Crear tipo' }));
    await waitFor(() => expect(inDialog.getByText('Ingrese el nombre del tipo de licencia.')).toBeVisible());
    await expect(inDialog.getByLabelText('Días máximos', { exact: true })).toHaveAccessibleDescription(
      /admite hasta 365/,
    );
    await waitFor(() => expect(inDialog.getByLabelText('Nombre', { exact: true })).toHaveFocus());
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A name the complejo already has: the server's words on the name, what was typed kept. */
export const NuevoTipoRepetido: Story = {
  name: 'Nuevo tipo repetido',
  args: { onCreate: fn(answer(failure(personnelMessages.licenseTypeTaken(withTop.name)))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    const name = inDialog.getByLabelText('Nombre', { exact: true });
    await userEvent.type(name, withTop.name);
    await userEvent.click(inDialog.getByRole('button', { name: 'Crear tipo' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await waitFor(() => expect(inDialog.getByText(personnelMessages.licenseTypeTaken(withTop.name))).toBeVisible());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue(withTop.name);
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** The confirmation names the type; once deleted it leaves the list. */
export const Eliminar: Story = {
  render: function DeletingTypes(args) {
    const [rows, onDelete] = useRowsAfterDeletion(types, args.onDelete!);
    return <LicenseTypesList {...args} state={{ status: 'ready', licenseTypeList: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, withTop.name, 'Eliminar');
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar el tipo de licencia «${withTop.name}»?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(withTop);
    await expect(await canvas.findByText(`Se eliminó el tipo de licencia «${withTop.name}»`)).toBeVisible();
    await expect(canvas.getByText(personnelMessages.licenseTypeDeleted)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(types.length));
  },
};

/** A type some license uses stays: the server's words above the list, the focus back on its row. */
export const EliminarEnUso: Story = {
  name: 'Eliminar en uso',
  args: { onDelete: fn(answer(failure(personnelMessages.licenseTypeInUse))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, annual.name, 'Eliminar');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(personnelMessages.licenseTypeInUse);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, annual.name)).toHaveFocus());
    await expect(tableRows(canvasElement)).toHaveLength(types.length + 1);
  },
};

/** A profile that may only consult: no «Nuevo tipo», no row menus. */
export const SoloConsulta: Story = {
  name: 'Solo consulta',
  args: { onCreate: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tableRows(canvasElement)).toHaveLength(types.length + 1);
    await expect(canvas.queryByRole('button', { name: 'Nuevo tipo' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Acciones para ${annual.name}` })).toBeNull();
  },
};

/** The invitation opens the same dialog as the header's button. */
export const Vacío: Story = {
  args: { state: { status: 'ready', licenseTypeList: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: licenseTypesEmpty.title })).toBeVisible();
    await expect(canvas.getByText(licenseTypesEmpty.description)).toBeVisible();
    await expect(canvas.queryByText(readOnlyDescription)).toBeNull();
    const buttons = canvas.getAllByRole('button', { name: 'Nuevo tipo' });
    await userEvent.click(buttons[buttons.length - 1]!);
    const dialog = await body().findByRole('dialog', { name: 'Nuevo tipo de licencia' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
