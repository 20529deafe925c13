import { adminUser, apartmentFixtures, apartmentLabel, pantryFixtures } from '@horizontal/mocks/fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { preloadScreens } from '../routes/lazy-screen';
import { dataAnswer, renderApp, withToken } from '../test/render-app';
import { searchWithView, viewFromSearch } from './list-view';

vi.mock('../api', () => ({
  api: {
    auth: { data: vi.fn(), signout: vi.fn() },
    notifications: { delete: vi.fn() },
    general: { apartments: vi.fn() },
    pantries: { findAll: vi.fn(), remove: vi.fn() },
  },
}));

describe('a list’s view in the address', () => {
  it('reads and writes search, filters, order, page and rows per page, keeping the other parameters', () => {
    const view = {
      query: 'ana',
      filters: { status: 'active' },
      sort: { columnId: 'name', direction: 'desc' as const },
      page: 1,
      pageSize: 50,
    };
    const address = searchWithView(new URLSearchParams('sin=telefono&pagina=7&filtro.tower=A'), view);
    expect(address.toString()).toBe('sin=telefono&buscar=ana&filtro.status=active&orden=-name&pagina=2&filas=50');
    expect(viewFromSearch(address)).toEqual(view);
  });

  it('leaves what is at its default out of the address, and nonsense out of the view', () => {
    const start = { query: ' ', filters: {}, sort: undefined, page: 0, pageSize: 25 };
    expect(searchWithView(new URLSearchParams('id=4'), start).toString()).toBe('id=4');
    expect(viewFromSearch(new URLSearchParams('pagina=-2&filas=mil&buscar='))).toEqual({});
  });
});

const building = adminUser.buildings[0]!;
const units = apartmentFixtures
  .filter((apartment) => apartment.buildingId === building.id)
  .map(({ id, number, tower }) => ({ id, number, tower, name: apartmentLabel({ number, tower }) }));
const pantries = pantryFixtures.filter((pantry) => pantry.buildingId === building.id);

beforeAll(async () => {
  await preloadScreens();
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  sessionStorage.clear();
  withToken();
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer({ ...adminUser, buildings: [building] }));
  vi.mocked(api.pantries.findAll).mockResolvedValue({ ok: true, message: 'OK', pantries });
  vi.mocked(api.general.apartments).mockResolvedValue({ ok: true, message: 'OK', apartments: units });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('a list page', () => {
  it('keeps its search in the address and shows it again on coming back from a record', async () => {
    const person = userEvent.setup({ delay: null });
    const { router } = renderApp('/despensas/listado');
    const wanted = [...pantries].sort((a, b) => a.number.localeCompare(b.number)).at(-1)!;
    // The search box opens once the rows are there.
    await screen.findByRole('link', { name: wanted.number });
    await person.type(screen.getByRole('searchbox'), wanted.number);
    await waitFor(() => expect(router.state.location.search).toBe(`?buscar=${encodeURIComponent(wanted.number)}`));
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await person.click(within(table).getByRole('link', { name: wanted.number }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/despensas/modificar'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue(wanted.number));
    expect(within(await screen.findByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});
