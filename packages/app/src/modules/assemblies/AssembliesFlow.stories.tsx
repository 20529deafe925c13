import {
  assemblyMessages,
  documentMessages,
  noticeMessages,
  resolutionResultLabels,
  votingMessages,
  votingStatusLabels,
} from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { adminUser, at, mockToday } from '@horizontal/mocks/fixtures';
import { assemblyRowLabel, votingRowLabel } from '@horizontal/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { pinClock, WiredApp } from '../../stories';

/*
 * Asambleas wired as the administration's tab runs it: the demo's administrator (admin@horizontal.uy) on Parque
 * Batlle, routes, session, the api client and the mocks' handlers (through MSW). The mock store starts over before
 * each story, and the tab's clock reads the mocks' day.
 */

const BUILDING_ID = 1;
const token = `mock-token-${adminUser.id}-1`;

const meta = {
  title: 'Flujos/Asambleas/Asambleas, votaciones, noticias y documentos',
  component: WiredApp,
  args: { path: '/asambleas/listado', token, buildingId: BUILDING_ID },
  beforeEach: async () => {
    resetDb();
    const unpin = pinClock(at(mockToday, '12:00'));
    await preloadScreens();
    return unpin;
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

// ——— The mocks' data, read when a play runs (after resetDb) ———

const ofBuilding = <Row extends { buildingId: number }>(rows: Row[]) =>
  rows.filter((row) => row.buildingId === BUILDING_ID);

/** An assembly that has votings: deleting it is refused. */
const assemblyWithVotings = () =>
  ofBuilding(db.assemblies).find((assembly) => db.votings.some((voting) => voting.assemblyId === assembly.id))!;

/** A held assembly, whose attendance was taken. */
const heldAssembly = () => ofBuilding(db.assemblies).find((assembly) => assembly.status === 'realizada')!;

const openVoting = () => ofBuilding(db.votings).find((voting) => voting.status === 'abierta')!;

/** A category that holds documents: deleting it is refused. */
const categoryInUse = () => {
  const category = ofBuilding(db.documentCategories).find((candidate) =>
    db.documents.some((document) => document.categoryId === candidate.id),
  )!;
  return { category, held: db.documents.filter((document) => document.categoryId === category.id).length };
};

// ——— What a person does ———

const table = (name: string) => page().findByRole('table', { name });

/** A list once its rows have come from the mocks (no longer busy), and its rows with the header's. */
const loadedRows = async (name: string) => {
  const rows = await table(name);
  await waitFor(() => expect(rows).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(rows).getAllByRole('row').length).toBeGreaterThan(1));
  return within(rows).getAllByRole('row');
};

/** Picks a row's action from its menu. */
const rowAction = async (label: string, action: string) => {
  await userEvent.click(await page().findByRole('button', { name: `Acciones para ${label}` }));
  await userEvent.click(await page().findByRole('menuitem', { name: action }));
};

/** A dialog once its entrance has ended (it fades in). */
const dialogNamed = async (name: string) => {
  const dialog = await page().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const toastSays = async (message: string) => {
  const toast = await page().findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

/** «28/11/2026» typed as a person does, digits only. */
const typedToday = () => mockToday.split('-').reverse().join('');

// ——— Asambleas ———

/** Parque Batlle's assemblies, the latest first, each with its status. */
export const Asambleas: Story = {
  play: async () => {
    const rows = await loadedRows('Asambleas');
    await expect(rows).toHaveLength(ofBuilding(db.assemblies).length + 1);
    await expect(page().getByRole('button', { name: 'Nueva asamblea' })).toBeVisible();
  },
};

/** A new assembly opens on its own page, where a resolution is added and shows in its table. */
export const ConvocarYResolver: Story = {
  name: 'Convocar y resolver',
  args: { path: '/asambleas/nuevo' },
  play: async () => {
    await page().findByRole('heading', { level: 1, name: 'Nueva asamblea' });
    await userEvent.type(page().getByLabelText('Título'), 'Asamblea por el portón');
    await userEvent.type(page().getByLabelText('Fecha'), typedToday());
    await userEvent.click(page().getByRole('button', { name: 'Convocar asamblea' }));
    await toastSays(assemblyMessages.created);
    await page().findByRole('heading', { level: 1, name: 'Asamblea por el portón' });

    await userEvent.click(page().getByRole('button', { name: 'Agregar resolución' }));
    const dialog = await dialogNamed('Agregar resolución');
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Cambiar el portón del garaje');
    await userEvent.click(within(dialog).getByRole('radio', { name: resolutionResultLabels.aprobada }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar resolución' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const resolutions = await table('Resoluciones de la asamblea');
    const row = await within(resolutions).findByRole('row', { name: /Cambiar el portón del garaje/ });
    await expect(row).toHaveTextContent(resolutionResultLabels.aprobada);
  },
};

/** A unit absent at the held assembly comes by proxy: saved, and the sheet has nothing left to save. */
export const AsistenciaConPoder: Story = {
  name: 'Asistencia con poder',
  play: async () => {
    const held = heldAssembly();
    await loadedRows('Asambleas');
    await rowAction(assemblyRowLabel(held), 'Ver');
    await page().findByRole('heading', { level: 1, name: held.title });
    const units = await page().findByRole('list', { name: 'Unidades del complejo' });
    const absent = within(units)
      .getAllByRole('listitem')
      .find((item) => (within(item).getByRole('radio', { name: 'Ausente' }) as HTMLInputElement).checked)!;
    await userEvent.click(within(absent).getByRole('radio', { name: 'Representada por poder' }));
    await userEvent.type(within(absent).getByLabelText('Apoderado', { exact: true }), 'Esc. Laura Méndez');
    await expect(page().getByText('Sin guardar: 1 unidad')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Guardar asistencia' }));
    await expect(await page().findByText(assemblyMessages.attendanceSaved)).toBeVisible();
    await waitFor(() => expect(page().getByText('Sin cambios por guardar')).toBeVisible());
  },
};

/** An open voting's page: a unit that had not voted votes, and the count follows. */
export const Votar: Story = {
  args: { path: '/votaciones/listado' },
  play: async () => {
    const voting = openVoting();
    await loadedRows('Votaciones');
    await rowAction(votingRowLabel(voting), 'Ver');
    await page().findByRole('heading', { name: 'Resultado parcial' });
    const select = (await page().findAllByRole('combobox', { name: /^Voto de / })).find(
      (candidate) => (candidate as HTMLSelectElement).value === 'sin-votar' && !candidate.hasAttribute('disabled'),
    ) as HTMLSelectElement;
    const unit = select.getAttribute('aria-label')!.replace('Voto de ', '');
    const option = voting.details[0]!.description;
    await userEvent.selectOptions(select, option);
    await page().findByText(`${unit} votó «${option}»`);
    await waitFor(() => expect(select).toHaveFocus());
  },
};

/** Closing an open voting from the list: asked first, then its row says Cerrada. */
export const CerrarVotacion: Story = {
  name: 'Cerrar votación',
  args: { path: '/votaciones/listado' },
  play: async () => {
    const voting = openVoting();
    await loadedRows('Votaciones');
    await rowAction(votingRowLabel(voting), 'Cerrar');
    const dialog = await dialogNamed(`¿Cerrar la votación «${voting.title}»?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar votación' }));
    await toastSays(votingMessages.status);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const row = (await page().findByRole('button', { name: `Acciones para ${votingRowLabel(voting)}` })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent(votingStatusLabels.cerrada));
  },
};

/** Deleting an assembly that has votings: the server's refusal, in Spanish, and the row stays. */
export const EliminarAsambleaConVotaciones: Story = {
  name: 'Eliminar asamblea con votaciones',
  play: async () => {
    const assembly = assemblyWithVotings();
    await loadedRows('Asambleas');
    await rowAction(assemblyRowLabel(assembly), 'Eliminar');
    const dialog = await dialogNamed(`¿Eliminar la asamblea ${assemblyRowLabel(assembly)}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(page().getByText(assemblyMessages.hasVotings)).toBeVisible());
    await expect(db.assemblies.some((row) => row.id === assembly.id)).toBe(true);
    await expect(page().getByRole('button', { name: `Acciones para ${assemblyRowLabel(assembly)}` })).toBeVisible();
  },
};

// ——— Noticias ———

/** A notice to one tower: published, and on the list. */
export const PublicarNoticia: Story = {
  name: 'Publicar noticia',
  args: { path: '/noticias/nuevo' },
  play: async () => {
    await page().findByRole('heading', { level: 1, name: 'Nueva noticia' });
    await userEvent.type(page().getByLabelText('Título'), 'Corte de agua en la Torre B');
    await userEvent.type(page().getByLabelText('Texto'), 'El martes de 9 a 13 no habrá agua en la torre.');
    await userEvent.click(page().getByRole('radio', { name: 'Algunas torres' }));
    const towers = await page().findByRole('group', { name: 'Torres' });
    await userEvent.click(within(towers).getAllByRole('checkbox')[1]!);
    await userEvent.click(page().getByRole('button', { name: 'Publicar noticia' }));
    await toastSays(noticeMessages.created);
    await loadedRows('Noticias');
    await expect(await page().findByText('Corte de agua en la Torre B')).toBeVisible();
  },
};

// ——— Documentos ———

/** A category that still holds documents is refused, with its count, in Spanish. */
export const EliminarCategoriaConDocumentos: Story = {
  name: 'Eliminar categoría con documentos',
  args: { path: '/documentos/listado' },
  play: async () => {
    const { category, held } = categoryInUse();
    await loadedRows('Documentos');
    await userEvent.click(page().getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await page().findByRole('option', { name: category.name }));
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await userEvent.click(page().getByRole('button', { name: 'Eliminar categoría' }));
    const dialog = await dialogNamed(`¿Eliminar la categoría «${category.name}»?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(await page().findByText(documentMessages.categoryInUse(category.name, held))).toBeVisible();
  },
};
