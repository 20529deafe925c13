import { adminUser } from '@horizontal/mocks/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { preloadScreens } from '../routes/lazy-screen';
import { answerApartmentPages, changedApartmentForm } from '../test/apartment-pages';
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

beforeAll(async () => {
  await preloadScreens();
});

beforeEach(() => {
  sessionStorage.clear();
  withToken();
  answerApartmentPages(admin);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('leaving a changed form (issue #15)', () => {
  it('asks before the browser’s Back throws the changes away, and stays when told to keep editing', async () => {
    const { router } = await changedApartmentForm();
    await router.navigate(-1);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/apartamentos/nuevo');
    expect(screen.getByLabelText('Número')).toHaveValue('905');
  });

  it('leaves when the person discards, and never asks for an unchanged form', async () => {
    const { router } = await changedApartmentForm();
    await router.navigate('/despensas/listado');
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/despensas/listado'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await router.navigate('/apartamentos/nuevo');
    await screen.findByLabelText('Número');
    await router.navigate('/apartamentos/listado');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apartamentos/listado'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('choosing another complejo over a changed form (issue #30, item 5)', () => {
  const second = { id: building.id + 1000, name: 'Complejo Segundo' };

  beforeEach(() => {
    sessionStorage.setItem('horizontal.building', String(building.id));
    vi.mocked(api.auth.data).mockResolvedValue(
      dataAnswer({ ...admin, buildings: [building, { ...building, ...second }] }),
    );
  });

  it('asks first, keeps the form and the complejo when told to keep editing, and switches on discard', async () => {
    await changedApartmentForm();
    const selector = screen.getByRole('combobox', { name: 'Complejo' });
    expect(selector).toHaveValue(String(building.id));
    fireEvent.change(selector, { target: { value: String(second.id) } });
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Complejo' })).toHaveValue(String(building.id));
    expect(screen.getByLabelText('Número')).toHaveValue('905');

    fireEvent.change(screen.getByRole('combobox', { name: 'Complejo' }), { target: { value: String(second.id) } });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Complejo' })).toHaveValue(String(second.id)));
  });

  it('switches at once over an unchanged form', async () => {
    renderApp('/apartamentos/listado');
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Complejo' }), { target: { value: String(second.id) } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Complejo' })).toHaveValue(String(second.id)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
