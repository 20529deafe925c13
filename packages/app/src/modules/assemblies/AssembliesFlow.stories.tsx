import {
  assemblyMessages,
  assemblyStatusLabels,
  attendanceQuorumLine,
  attendanceTally,
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
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { pinClock, WiredApp } from '../../stories';
import { dialogNamed, loadedRows, page, rowAction, table, toastSays } from '../../stories/flow-steps';

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

// ——— The mocks' data, read when a play runs (after resetDb) ———

const ofBuilding = <Row extends { buildingId: number }>(rows: Row[]) =>
  rows.filter((row) => row.buildingId === BUILDING_ID);

/** An assembly that has votings: deleting it is refused. */
const assemblyWithVotings = () =>
  ofBuilding(db.assemblies).find((assembly) => db.votings.some((voting) => voting.assemblyId === assembly.id))!;

/** A held assembly, whose attendance was taken. */
const heldAssembly = () => ofBuilding(db.assemblies).find((assembly) => assembly.status === 'realizada')!;

/** The quorum line of an assembly as the server counts it from what the store holds now. */
const storedQuorumLine = (assemblyId: number) =>
  attendanceQuorumLine(
    attendanceTally(
      ofBuilding(db.apartments).map((apartment) => ({ apartmentId: apartment.id, coefficient: apartment.coefficient })),
      db.attendance.filter((entry) => entry.assemblyId === assemblyId),
    ),
  );

/** An open voting outside an assembly: every unit of the complejo votes in it. */
const openVoting = () =>
  ofBuilding(db.votings).find((voting) => voting.status === 'abierta' && voting.assemblyId === null)!;

const votesOf = (votingId: number) => db.votes.filter((vote) => vote.votingId === votingId);

/** A category that holds documents: deleting it is refused. */
const categoryInUse = () => {
  const category = ofBuilding(db.documentCategories).find((candidate) =>
    db.documents.some((document) => document.categoryId === candidate.id),
  )!;
  return { category, held: db.documents.filter((document) => document.categoryId === category.id).length };
};

// ——— What a person does ———

/** «28/11/2026» typed as a person does, digits only. */
const typedToday = () => mockToday.split('-').reverse().join('');

const unitsWord = (count: number) => (count === 1 ? '1 unidad' : `${count} unidades`);

/** The row of a record, by the name its actions button gives it. */
const rowNamed = async (label: string) =>
  (await page().findByRole('button', { name: `Acciones para ${label}` })).closest('tr')!;

/** The focus is back on a row's actions button once its dialog has closed. */
const focusBackOn = async (label: string) => {
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(page().getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
};

/** Picks an option of a Radix Select and waits for its listbox to close. */
const choose = async (combobox: string, option: string) => {
  await userEvent.click(page().getByRole('combobox', { name: combobox }));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
};

// ——— Asambleas ———

/** Parque Batlle's assemblies, the latest first, each with its status and its actions. */
export const Asambleas: Story = {
  play: async () => {
    const assemblies = ofBuilding(db.assemblies).sort((a, b) => b.date.localeCompare(a.date));
    const rows = await loadedRows('Asambleas');
    await expect(rows).toHaveLength(assemblies.length + 1);
    for (const [index, assembly] of assemblies.entries()) {
      const row = rows[index + 1]!;
      await expect(
        within(row).getByRole('button', { name: `Acciones para ${assemblyRowLabel(assembly)}` }),
      ).toBeVisible();
      await expect(within(row).getByText(assemblyStatusLabels[assembly.status])).toBeVisible();
    }
    await expect(page().getByRole('button', { name: 'Nueva asamblea' })).toBeVisible();
  },
};

/**
 * A new assembly opens on its own page (/asambleas/resoluciones/asociar?id=…), where a resolution is added: it is
 * in the resolutions' table, and the assembly, having resolved something, is now Realizada.
 */
export const ConvocarYResolver: Story = {
  name: 'Convocar y resolver',
  args: { path: '/asambleas/nuevo', onLocationChange: fn() },
  play: async ({ args }) => {
    const title = 'Asamblea por el portón';
    await page().findByRole('heading', { level: 1, name: 'Nueva asamblea' });
    await userEvent.type(page().getByLabelText('Título'), title);
    await userEvent.type(page().getByLabelText('Fecha'), typedToday());
    await userEvent.click(page().getByRole('button', { name: 'Convocar asamblea' }));

    await toastSays(assemblyMessages.created);
    const called = db.assemblies.findLast((assembly) => assembly.title === title)!;
    await expect(called).toMatchObject({ buildingId: BUILDING_ID, date: mockToday, status: 'convocada' });
    await waitFor(() =>
      expect(args.onLocationChange).toHaveBeenLastCalledWith(`/asambleas/resoluciones/asociar?id=${called.id}`),
    );
    await page().findByRole('heading', { level: 1, name: title });
    const resolutions = await table('Resoluciones de la asamblea');
    await within(resolutions).findByText('Todavía no hay resoluciones');

    const add = page().getByRole('button', { name: 'Agregar resolución' });
    await userEvent.click(add);
    const dialog = await dialogNamed('Agregar resolución');
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Cambiar el portón del garaje');
    await userEvent.click(within(dialog).getByRole('radio', { name: resolutionResultLabels.aprobada }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar resolución' }));

    await expect(await page().findByText('Se agregó la resolución «Cambiar el portón del garaje».')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const row = await within(resolutions).findByRole('row', { name: /Cambiar el portón del garaje/ });
    await expect(row).toHaveTextContent(resolutionResultLabels.aprobada);
    await expect(db.resolutions.filter((resolution) => resolution.assemblyId === called.id)).toHaveLength(1);
    await waitFor(() => expect(page().getByText(assemblyStatusLabels.realizada)).toBeVisible());
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/**
 * A unit absent at a held assembly came by proxy: marked so, with who held it, and saved. The quorum line counts it
 * at once, and after the save says what the server counted; the sheet has nothing left to save.
 */
export const AsistenciaConPoder: Story = {
  name: 'Asistencia con poder',
  play: async () => {
    const held = heldAssembly();
    const before = storedQuorumLine(held.id);
    await loadedRows('Asambleas');
    await rowAction(assemblyRowLabel(held), 'Ver');
    await page().findByRole('heading', { level: 1, name: held.title });
    const units = await page().findByRole('list', { name: 'Unidades del complejo' });
    const quorum = page()
      .getAllByRole('status')
      .find((region) => region.textContent?.startsWith('Presentes o representadas'))!;
    await expect(quorum).toHaveTextContent(before);

    const absent = within(units)
      .getAllByRole('listitem')
      .find((item) => (within(item).getByRole('radio', { name: 'Ausente' }) as HTMLInputElement).checked)!;
    const apartmentId = Number(absent.getAttribute('data-unit'));
    await userEvent.click(within(absent).getByRole('radio', { name: 'Representada por poder' }));
    await userEvent.type(within(absent).getByLabelText('Apoderado', { exact: true }), 'Esc. Laura Méndez');
    await expect(page().getByText('Sin guardar: 1 unidad')).toBeVisible();
    // Counted live, before anything is sent.
    await expect(quorum).not.toHaveTextContent(before);

    const save = page().getByRole('button', { name: 'Guardar asistencia' });
    await userEvent.click(save);
    await expect(await page().findByText('Se guardó la asistencia de 1 unidad')).toBeVisible();
    await expect(page().getByText(assemblyMessages.attendanceSaved)).toBeVisible();
    await expect(
      db.attendance.find((entry) => entry.assemblyId === held.id && entry.apartmentId === apartmentId),
    ).toMatchObject({ kind: 'representada', proxyHolder: 'Esc. Laura Méndez' });
    const after = storedQuorumLine(held.id);
    await expect(after).not.toBe(before);
    await waitFor(() => expect(quorum).toHaveTextContent(after));
    await waitFor(() => expect(page().getByText('Sin cambios por guardar')).toBeVisible());
    await waitFor(() => expect(save).toHaveFocus());
  },
};

/** An open voting's page: a unit that had not voted votes, and the count and its option's figures follow. */
export const Votar: Story = {
  args: { path: '/votaciones/listado' },
  play: async () => {
    const voting = openVoting();
    const option = voting.details[0]!;
    const units = ofBuilding(db.apartments).length;
    const voted = votesOf(voting.id).length;
    const forOption = votesOf(voting.id).filter((vote) => vote.detailId === option.id).length;
    await loadedRows('Votaciones');
    await rowAction(votingRowLabel(voting), 'Ver');
    await page().findByRole('heading', { level: 1, name: voting.title });
    await page().findByRole('heading', { name: 'Resultado parcial' });
    await expect(page().getByText(`Votaron ${voted} de ${units} unidades que pueden votar`)).toBeVisible();
    const results = page().getByRole('list', { name: 'Votos por opción' });
    const optionResult = () =>
      within(results)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(option.description))!;
    await expect(optionResult()).toHaveTextContent(`${unitsWord(forOption)} (`);

    const select = (await page().findAllByRole('combobox', { name: /^Voto de / })).find(
      (candidate) => (candidate as HTMLSelectElement).value === 'sin-votar',
    ) as HTMLSelectElement;
    const unit = select.getAttribute('aria-label')!.replace('Voto de ', '');
    await userEvent.selectOptions(select, option.description);

    await expect(await page().findByText(`${unit} votó «${option.description}»`)).toBeVisible();
    await expect(page().getByText(votingMessages.voteSaved(1))).toBeVisible();
    await waitFor(() =>
      expect(page().getByText(`Votaron ${voted + 1} de ${units} unidades que pueden votar`)).toBeVisible(),
    );
    await waitFor(() => expect(optionResult()).toHaveTextContent(`${unitsWord(forOption + 1)} (`));
    await expect(votesOf(voting.id)).toHaveLength(voted + 1);
    await waitFor(() => expect(select).toHaveFocus());
  },
};

/** Closing an open voting from the list: asked first, then its row says Cerrada. */
export const CerrarVotacion: Story = {
  name: 'Cerrar votación',
  args: { path: '/votaciones/listado' },
  play: async () => {
    const voting = openVoting();
    const label = votingRowLabel(voting);
    await loadedRows('Votaciones');
    await expect(await rowNamed(label)).toHaveTextContent(votingStatusLabels.abierta);
    await rowAction(label, 'Cerrar');
    const dialog = await dialogNamed(`¿Cerrar la votación «${voting.title}»?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar votación' }));

    await toastSays(votingMessages.status);
    await expect(page().getByText(`La votación «${voting.title}» quedó cerrada`)).toBeVisible();
    await waitFor(async () => expect(await rowNamed(label)).toHaveTextContent(votingStatusLabels.cerrada));
    await expect(db.votings.find((row) => row.id === voting.id)!.status).toBe('cerrada');
    await focusBackOn(label);
  },
};

/** Deleting an assembly that has votings: the server's refusal, in Spanish, above the list; the row stays. */
export const EliminarAsambleaConVotaciones: Story = {
  name: 'Eliminar asamblea con votaciones',
  play: async () => {
    const assembly = assemblyWithVotings();
    const label = assemblyRowLabel(assembly);
    await loadedRows('Asambleas');
    await rowAction(label, 'Eliminar');
    const dialog = await dialogNamed(`¿Eliminar la asamblea ${label}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(assemblyMessages.hasVotings);
    await expect(db.assemblies.some((row) => row.id === assembly.id)).toBe(true);
    await expect(await rowNamed(label)).toBeVisible();
    await focusBackOn(label);
  },
};

// ——— Noticias ———

/** A notice to Torre B alone: published, and on the list with Torre B as its audience. */
export const PublicarNoticia: Story = {
  name: 'Publicar noticia',
  args: { path: '/noticias/nuevo' },
  play: async () => {
    const title = 'Corte de agua en la Torre B';
    await page().findByRole('heading', { level: 1, name: 'Nueva noticia' });
    await userEvent.type(page().getByLabelText('Título'), title);
    await userEvent.type(page().getByLabelText('Texto'), 'El martes de 9 a 13 no habrá agua en la torre.');
    await userEvent.click(page().getByRole('radio', { name: 'Algunas torres' }));
    const towers = await page().findByRole('group', { name: 'Torres' });
    await userEvent.click(within(towers).getByRole('checkbox', { name: 'Torre B' }));
    await userEvent.click(page().getByRole('button', { name: 'Publicar noticia' }));

    await toastSays(noticeMessages.created);
    const towerB = ofBuilding(db.towers).find((tower) => tower.name === 'Torre B')!;
    await expect(db.notices.findLast((notice) => notice.title === title)).toMatchObject({ towerIds: [towerB.id] });
    await loadedRows('Noticias');
    const row = (await within(await table('Noticias')).findByRole('link', { name: title })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Torre B'));
    await expect(row).not.toHaveTextContent('Torre A');
  },
};

// ——— Documentos ———

/** A new category: the server's words say it was created, and it is one of the filter's, empty. */
export const NuevaCategoria: Story = {
  name: 'Nueva categoría',
  args: { path: '/documentos/listado' },
  play: async () => {
    const name = 'Contratos de mantenimiento';
    await loadedRows('Documentos');
    const create = page().getByRole('button', { name: 'Nueva categoría' });
    await userEvent.click(create);
    const dialog = await dialogNamed('Nueva categoría');
    await userEvent.type(within(dialog).getByLabelText('Nombre'), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));

    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(await page().findByText(`Se creó la categoría «${name}»`)).toBeVisible();
    await expect(page().getByText(documentMessages.categoryCreated)).toBeVisible();
    await expect(ofBuilding(db.documentCategories).some((category) => category.name === name)).toBe(true);
    await waitFor(() => expect(create).toHaveFocus());

    // The filter offers it at once (the categories were read again); the listbox closes without changing it.
    const filter = page().getByRole('combobox', { name: 'Categoría' });
    await userEvent.click(filter);
    const option = await page().findByRole('option', { name });
    // The listbox fades in like a dialog.
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await expect(filter).toHaveTextContent('Todas');
    await waitFor(() => expect(filter).toHaveFocus());
  },
};

/** A category that still holds documents is refused, with its count, in Spanish; it stays chosen. */
export const EliminarCategoriaConDocumentos: Story = {
  name: 'Eliminar categoría con documentos',
  args: { path: '/documentos/listado' },
  play: async () => {
    const { category, held } = categoryInUse();
    await loadedRows('Documentos');
    await choose('Categoría', category.name);
    const remove = page().getByRole('button', { name: 'Eliminar categoría' });
    await userEvent.click(remove);
    const dialog = await dialogNamed(`¿Eliminar la categoría «${category.name}»?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(documentMessages.categoryInUse(category.name, held));
    await expect(db.documentCategories.some((row) => row.id === category.id)).toBe(true);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
  },
};
