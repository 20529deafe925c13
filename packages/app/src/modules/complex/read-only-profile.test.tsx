import type { SessionUser } from '@horizontal/domain';
import { adminUser, apartmentFixtures, apartmentLabel, pantryFixtures } from '@horizontal/mocks/fixtures';
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
    apartments: { findAll: vi.fn() },
    general: { apartments: vi.fn() },
    pantries: { findAll: vi.fn(), remove: vi.fn() },
    history: { record: vi.fn() },
  },
}));

const building = adminUser.buildings[0]!;

/** The demo administrator on one complejo, with only these screens of the Complejo module. */
const withScreens = (screens: string[]): SessionUser => ({
  ...adminUser,
  buildings: [building],
  modules: adminUser.modules.filter((module) => module.route === '/complejo'),
  functionalities: adminUser.functionalities.filter((functionality) => screens.includes(functionality.screen)),
});

/** The complejo's units as the look-up any of its users may read answers them. */
const units = apartmentFixtures
  .filter((apartment) => apartment.buildingId === building.id)
  .map(({ id, number, tower }) => ({ id, number, tower, name: apartmentLabel({ number, tower }) }));
const pantries = pantryFixtures.filter((pantry) => pantry.buildingId === building.id);
const first = [...pantries].sort((a, b) => a.number.localeCompare(b.number))[0]!;

beforeAll(async () => {
  await preloadScreens();
  // Radix's menus ask for pointer capture and scroll into view, which jsdom does not implement.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  sessionStorage.clear();
  withToken();
  vi.mocked(api.pantries.findAll).mockResolvedValue({ ok: true, message: 'OK', pantries });
  vi.mocked(api.general.apartments).mockResolvedValue({ ok: true, message: 'OK', apartments: units });
  vi.mocked(api.history.record).mockResolvedValue({
    ok: true,
    message: 'OK',
    history: { created: { by: adminUser.name, at: '2026-03-05T16:20:00.000Z' }, changed: null },
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** The despensas listado of `user`, loaded, and what the first row's menu offers. */
const openListAs = async (user: SessionUser) => {
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(user));
  const person = userEvent.setup({ delay: null });
  const app = renderApp('/despensas/listado');
  const table = await screen.findByRole('table', { name: 'Despensas' });
  await within(table).findByText(first.number);
  await person.click(screen.getByRole('button', { name: `Acciones para Despensa ${first.number}` }));
  const menu = await screen.findByRole('menu');
  const actions = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { ...app, person, actions };
};

describe('a profile that may only read the despensas', () => {
  it('is offered neither «Nueva despensa» nor «Modificar» or «Eliminar»: only «Ver»', async () => {
    const { actions } = await openListAs(withScreens(['despensas/listado']));
    expect(actions).toEqual(['Ver']);
    expect(screen.queryByRole('button', { name: 'Nueva despensa' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).toBeNull();
  });

  it('opens the despensa read-only from «Ver», without «Modificar»', async () => {
    const { person, router } = await openListAs(withScreens(['despensas/listado']));
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Despensa ${first.number}` })).toBeInTheDocument();
    expect(router.state.location.search).toContain('modo=detalle');
    // One way back, the breadcrumbs' «Atrás»; and nothing to change.
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver al listado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modificar' })).toBeNull();
    // Reading the list is enough to read who created and changed the record (history.record).
    expect(await screen.findByText(`Creado por ${adminUser.name} el 05/03/2026 a las 13:20.`)).toBeInTheDocument();
    expect(api.history.record).toHaveBeenCalledWith({ entity: 'pantries', id: first.id });
  });

  it('opens the despensa read-only from its number, a link to its detail', async () => {
    const { person, router } = await openListAs(withScreens(['despensas/listado']));
    await person.keyboard('{Escape}');
    const link = screen.getByRole('link', { name: first.number });
    expect(link).toHaveAttribute('href', `/despensas/modificar?id=${first.id}&modo=detalle`);
    await person.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: `Despensa ${first.number}` })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${first.id}&modo=detalle`);
  });

  it('still cannot open the despensa to change it from a pasted link', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(withScreens(['despensas/listado'])));
    renderApp(`/despensas/modificar?id=${first.id}`);
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  });
});

describe('the despensas listado by profile', () => {
  it('offers creating to a profile with despensas/nuevo, but not changing or deleting', async () => {
    const { actions } = await openListAs(withScreens(['despensas/listado', 'despensas/nuevo']));
    expect(actions).toEqual(['Ver']);
    expect(screen.getByRole('button', { name: 'Nueva despensa' })).toBeInTheDocument();
  });

  it('offers every action to the administrator', async () => {
    const { actions } = await openListAs({ ...adminUser, buildings: [building] });
    expect(actions).toEqual(['Ver', 'Modificar', 'Eliminar']);
    expect(screen.getByRole('button', { name: 'Nueva despensa' })).toBeInTheDocument();
  });
});

describe('a profile with the despensas and none of the apartments’ screens', () => {
  it('names each despensa’s unit, and offers the complejo’s units in «Nueva despensa»', async () => {
    const { person } = await openListAs(withScreens(['despensas/listado', 'despensas/nuevo']));
    await person.keyboard('{Escape}');
    const assigned = pantries.find((pantry) => pantry.apartmentId !== null)!;
    const unit = units.find((candidate) => candidate.id === assigned.apartmentId)!;
    expect(within(screen.getByRole('table', { name: 'Despensas' })).getAllByText(unit.name).length).toBeGreaterThan(0);
    await person.click(screen.getByRole('button', { name: 'Nueva despensa' }));
    const field = await screen.findByRole('combobox', { name: 'Apartamento' });
    await person.click(field);
    expect(await screen.findByRole('option', { name: units[0]!.name })).toBeInTheDocument();
    expect(api.apartments.findAll).not.toHaveBeenCalled();
  });
});
