import { assemblyMessages, countedVoting, refusals, type SessionUser } from '@horizontal/domain';
import { adminUser, assemblyFixtures, voteFixtures, votingFixtures } from '@horizontal/mocks/fixtures';
import { assemblyRowLabel, votingRowLabel } from '@horizontal/screens';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { preloadScreens } from '../../routes/lazy-screen';
import { dataAnswer, renderApp, withToken } from '../../test/render-app';

vi.mock('../../api', () => ({
  api: {
    auth: { data: vi.fn(), signout: vi.fn() },
    notifications: { delete: vi.fn() },
    assemblies: { findAll: vi.fn(), create: vi.fn(), findResolutions: vi.fn(), attendance: vi.fn(), delete: vi.fn() },
    votings: { findAll: vi.fn(), votes: vi.fn(), status: vi.fn(), delete: vi.fn() },
  },
}));

const building = adminUser.buildings[0]!;
/** The demo administrator with one complejo, chosen at sign-in. */
const administrator: SessionUser = { ...adminUser, buildings: [building] };

/** The administrator's profile with, of Asambleas, only the screens given (the module itself stays). */
const withScreens = (screens: string[]): SessionUser => ({
  ...administrator,
  functionalities: administrator.functionalities.filter(
    (functionality) =>
      !/^(asambleas|votaciones|noticias|documentos)\//.test(functionality.screen) ||
      screens.includes(functionality.screen),
  ),
});

const assemblies = assemblyFixtures.filter((assembly) => assembly.buildingId === building.id);
const held = assemblies.find((assembly) => assembly.status === 'realizada')!;

/** The votings as the contract answers them, counted as the mocks count them (the menus do not read the count). */
const votings = votingFixtures
  .filter((voting) => voting.buildingId === building.id)
  .map((voting) =>
    countedVoting(
      voting,
      [],
      voteFixtures.filter((vote) => vote.votingId === voting.id),
    ),
  );
const open = votings.find((voting) => voting.status === 'abierta')!;

const refused = { ok: false as const, message: 'No disponible en esta prueba.' };

beforeAll(async () => {
  await preloadScreens();
  // Radix's menus ask for pointer capture and scroll into view, which jsdom does not implement.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  withToken();
  vi.mocked(api.assemblies.findAll).mockResolvedValue({ ok: true, message: 'OK', assemblies });
  vi.mocked(api.assemblies.findResolutions).mockResolvedValue({ ok: true, message: 'OK', resolutions: [] });
  vi.mocked(api.assemblies.attendance).mockResolvedValue(refused);
  vi.mocked(api.votings.findAll).mockResolvedValue({ ok: true, message: 'OK', votings });
  vi.mocked(api.votings.votes).mockResolvedValue({ ok: true, message: 'OK', votes: [] });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

/** A listado of `user`, loaded, and what the menu of the row so named offers. */
const openListAs = async (user: SessionUser, path: string, table: string, rowLabel: string) => {
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(user));
  const person = userEvent.setup({ delay: null });
  const app = renderApp(path);
  await screen.findByRole('table', { name: table });
  await person.click(await screen.findByRole('button', { name: `Acciones para ${rowLabel}` }));
  const menu = await screen.findByRole('menu');
  const actions = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { ...app, person, actions };
};

const openAssembliesAs = (user: SessionUser) =>
  openListAs(user, '/asambleas/listado', 'Asambleas', assemblyRowLabel(held));
const openVotingsAs = (user: SessionUser) =>
  openListAs(user, '/votaciones/listado', 'Votaciones', votingRowLabel(open));

describe('assemblies by profile', () => {
  it('offers the administrator «Nueva asamblea» and «Eliminar», and «Ver» opens the assembly’s page', async () => {
    const { actions, person, router } = await openAssembliesAs(administrator);
    expect(actions).toEqual(['Ver', 'Eliminar']);
    expect(screen.getByRole('button', { name: 'Nueva asamblea' })).toBeInTheDocument();
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/asambleas/resoluciones/asociar');
    expect(router.state.location.search).toBe(`?id=${held.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: held.title })).toBeInTheDocument();
    expect(api.assemblies.findResolutions).toHaveBeenCalledWith({ assemblyId: held.id });
  });

  it('leads the administrator from an assembly’s ficha to its page', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    const { router } = renderApp(`/asambleas/modificar?id=${held.id}&modo=detalle`);
    expect(await screen.findByRole('heading', { level: 1, name: held.title })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Asistencia y resoluciones' }));
    expect(router.state.location.pathname).toBe('/asambleas/resoluciones/asociar');
    expect(router.state.location.search).toBe(`?id=${held.id}`);
  });

  it('gives a list-only profile no new assembly, and opens the read-only ficha instead of the page', async () => {
    const { actions, person, router } = await openAssembliesAs(withScreens(['asambleas/listado']));
    // SPEC §2 gives Asambleas no …/modificar screen: deleting is the listado's own (contract.assemblies.delete), so
    // the list-only profile keeps «Eliminar»; only what needs another screen goes.
    expect(actions).toEqual(['Ver', 'Eliminar']);
    expect(screen.queryByRole('button', { name: 'Nueva asamblea' })).toBeNull();
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/asambleas/modificar');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(held.id));
    expect(new URLSearchParams(router.state.location.search).get('modo')).toBe('detalle');
    expect(await screen.findByRole('heading', { level: 1, name: held.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convocar asamblea' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modificar' })).toBeNull();
    // Nor is it led to the page it may not open.
    expect(screen.queryByRole('button', { name: 'Asistencia y resoluciones' })).toBeNull();
    expect(api.assemblies.findResolutions).not.toHaveBeenCalled();
    expect(api.assemblies.attendance).not.toHaveBeenCalled();
  });

  it('takes a profile that convenes but has no assembly’s page back to the listado after «Convocar asamblea»', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(withScreens(['asambleas/listado', 'asambleas/nuevo'])));
    const called = { ...held, id: 99, title: 'Asamblea por el portón', status: 'convocada' as const };
    vi.mocked(api.assemblies.create).mockResolvedValue({
      ok: true,
      message: assemblyMessages.created,
      assembly: called,
    });
    // The form's radio group measures itself; jsdom has no layout to observe.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const person = userEvent.setup({ delay: null });
    const { router } = renderApp('/asambleas/nuevo');
    await screen.findByRole('heading', { level: 1, name: 'Nueva asamblea' });
    await person.type(screen.getByLabelText('Título'), called.title);
    await person.type(screen.getByLabelText('Fecha'), called.date.split('-').reverse().join(''));
    await person.click(screen.getByRole('button', { name: 'Convocar asamblea' }));
    await screen.findByRole('table', { name: 'Asambleas' });
    expect(api.assemblies.create).toHaveBeenCalledWith(expect.objectContaining({ title: called.title }));
    expect(router.state.location.pathname).toBe('/asambleas/listado');
    expect(api.assemblies.findResolutions).not.toHaveBeenCalled();
  });
});

describe('votings by profile', () => {
  it('offers the administrator «Nueva votación», closing and annulling, and «Ver» opens the voting’s page', async () => {
    const { actions, person, router } = await openVotingsAs(administrator);
    // An open voting is closed or annulled before it can be deleted (votingMessages.openOnDelete).
    expect(actions).toEqual(['Ver', 'Cerrar', 'Anular']);
    expect(screen.getByRole('button', { name: 'Nueva votación' })).toBeInTheDocument();
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/votaciones/detalle/asociar');
    expect(router.state.location.search).toBe(`?id=${open.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: open.title })).toBeInTheDocument();
    expect(api.votings.votes).toHaveBeenCalledWith({ votingId: open.id });
  });

  it('gives a list-only profile no new voting, and opens the read-only ficha instead of the page', async () => {
    // The ficha names the voting's assembly from the assemblies, which this profile may not read: the server refuses.
    vi.mocked(api.assemblies.findAll).mockResolvedValue({ ok: false, message: refusals.noFunctionality });
    const { actions, person, router } = await openVotingsAs(withScreens(['votaciones/listado']));
    // Opening, closing and deleting are the listado's own (contract.votings.status, .delete): SPEC §2 has no
    // …/modificar of a voting.
    expect(actions).toEqual(['Ver', 'Cerrar', 'Anular']);
    expect(screen.queryByRole('button', { name: 'Nueva votación' })).toBeNull();
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/votaciones/modificar');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(open.id));
    expect(new URLSearchParams(router.state.location.search).get('modo')).toBe('detalle');
    expect(await screen.findByRole('heading', { level: 1, name: open.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear votación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modificar' })).toBeNull();
    // Nor is it led to the page it may not open.
    expect(screen.queryByRole('button', { name: 'Opciones y votos' })).toBeNull();
    expect(api.votings.votes).not.toHaveBeenCalled();
  });
});
