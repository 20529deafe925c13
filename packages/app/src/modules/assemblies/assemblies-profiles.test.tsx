import type { SessionUser } from '@horizontal/domain';
import { adminUser, assemblyFixtures } from '@horizontal/mocks/fixtures';
import { assemblyRowLabel } from '@horizontal/screens';
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
    assemblies: { findAll: vi.fn(), findResolutions: vi.fn(), attendance: vi.fn(), delete: vi.fn() },
  },
}));

const building = adminUser.buildings[0]!;
/** The demo administrator with one complejo, chosen at sign-in. */
const administrator: SessionUser = { ...adminUser, buildings: [building] };
/** The administrator's profile with only these screens of Asambleas. */
const withAssemblyScreens = (screens: string[]): SessionUser => ({
  ...administrator,
  functionalities: administrator.functionalities.filter(
    (functionality) => !functionality.screen.startsWith('asambleas/') || screens.includes(functionality.screen),
  ),
});

const assemblies = assemblyFixtures.filter((assembly) => assembly.buildingId === building.id);
const held = assemblies.find((assembly) => assembly.status === 'realizada')!;

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
  vi.mocked(api.assemblies.attendance).mockResolvedValue({ ok: false, message: 'No disponible en esta prueba.' });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** The assemblies listado of `user`, loaded, and what the held assembly's menu offers. */
const openListAs = async (user: SessionUser) => {
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(user));
  const person = userEvent.setup({ delay: null });
  const app = renderApp('/asambleas/listado');
  await screen.findByRole('table', { name: 'Asambleas' });
  await person.click(await screen.findByRole('button', { name: `Acciones para ${assemblyRowLabel(held)}` }));
  const menu = await screen.findByRole('menu');
  const actions = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { ...app, person, actions };
};

describe('assemblies by profile', () => {
  it('offers the administrator «Nueva asamblea» and «Eliminar», and «Ver» opens the assembly’s page', async () => {
    const { actions, person, router } = await openListAs(administrator);
    expect(actions).toEqual(['Ver', 'Eliminar']);
    expect(screen.getByRole('button', { name: 'Nueva asamblea' })).toBeInTheDocument();
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/asambleas/resoluciones/asociar');
    expect(router.state.location.search).toBe(`?id=${held.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: held.title })).toBeInTheDocument();
    expect(api.assemblies.findResolutions).toHaveBeenCalledWith({ assemblyId: held.id });
  });

  it('gives a list-only profile no new assembly, and opens the read-only ficha instead of the page', async () => {
    const { actions, person, router } = await openListAs(withAssemblyScreens(['asambleas/listado']));
    // Deleting is the listado's own (there is no …/modificar of an assembly, SPEC §7), as the contract says.
    expect(actions).toEqual(['Ver', 'Eliminar']);
    expect(screen.queryByRole('button', { name: 'Nueva asamblea' })).toBeNull();
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/asambleas/modificar');
    expect(await screen.findByRole('heading', { level: 1, name: held.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convocar asamblea' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modificar' })).toBeNull();
    expect(api.assemblies.findResolutions).not.toHaveBeenCalled();
  });
});
