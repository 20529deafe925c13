import { adminUser, apartmentFixtures, referenceData, towerFixtures } from '@horizontal/mocks/fixtures';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { preloadScreens } from '../routes/lazy-screen';
import { dataAnswer, renderApp, withToken } from '../test/render-app';

vi.mock('../api', () => ({
  api: {
    auth: { data: vi.fn(), signout: vi.fn() },
    notifications: { delete: vi.fn() },
    apartments: { findAll: vi.fn() },
    towers: { findAll: vi.fn() },
    general: { data: vi.fn() },
  },
}));

const building = adminUser.buildings[0]!;
const admin = { ...adminUser, buildings: [building] };
const apartments = apartmentFixtures.filter((apartment) => apartment.buildingId === building.id).slice(0, 3);
const [first] = apartments;

beforeAll(async () => {
  await preloadScreens();
});

beforeEach(() => {
  sessionStorage.clear();
  withToken();
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(admin));
  vi.mocked(api.apartments.findAll).mockResolvedValue({ ok: true, message: 'OK', apartments });
  vi.mocked(api.towers.findAll).mockResolvedValue({
    ok: true,
    message: 'OK',
    towers: towerFixtures.filter((tower) => tower.buildingId === building.id),
  });
  vi.mocked(api.general.data).mockResolvedValue({ ok: true, message: 'OK', ...referenceData });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('pages on the query cache', () => {
  it('opens a record from its list without asking the server for the list again', async () => {
    const { router } = renderApp('/apartamentos/listado');
    expect(await screen.findByText(first!.number)).toBeInTheDocument();
    await router.navigate(`/apartamentos/modificar?id=${first!.id}`);
    expect(await screen.findByDisplayValue(first!.number)).toBeInTheDocument();
    await router.navigate('/apartamentos/listado');
    expect(await screen.findByText(first!.number)).toBeInTheDocument();
    expect(api.apartments.findAll).toHaveBeenCalledTimes(1);
  });

  it('loads the list for a record opened from a pasted link, and says so when the id is not in it', async () => {
    const { router } = renderApp(`/apartamentos/modificar?id=${first!.id}`);
    expect(await screen.findByDisplayValue(first!.number)).toBeInTheDocument();
    await router.navigate('/apartamentos/modificar?id=999999');
    expect(await screen.findByText('No encontramos ese apartamento en el complejo.')).toBeInTheDocument();
    await waitFor(() => expect(api.apartments.findAll).toHaveBeenCalledTimes(1));
  });
});
