import { refusals } from '@horizontal/domain';
import { adminUser } from '@horizontal/mocks/fixtures';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { preloadScreens } from '../routes/lazy-screen';
import { sessionOver } from '../session/session-over';
import { signedOutElsewhere } from '../session/tab-handoff';
import { tokenStorage } from '../session/token-storage';
import { answerApartmentPages, changedApartmentForm } from '../test/apartment-pages';
import { renderApp, withToken } from '../test/render-app';

vi.mock('../api', () => ({
  api: {
    auth: { data: vi.fn(), signout: vi.fn(), signin: vi.fn() },
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
  withToken('ficha-vieja');
  answerApartmentPages(admin);
  vi.mocked(api.auth.signout).mockResolvedValue({ ok: true, message: 'OK' });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const endSession = (reason: string = refusals.invalidToken) => act(() => sessionOver.report(reason));

describe('a session that ends under an open screen (issue #30, item 4)', () => {
  it('goes to the sign-in page at once over a screen with nothing to lose', async () => {
    const { router } = renderApp('/apartamentos/listado');
    await screen.findByRole('table');
    endSession();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokenStorage.get()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for the password in place over a changed form, and goes on with what was typed', async () => {
    vi.mocked(api.auth.signin).mockResolvedValue({ ok: true, message: 'OK', token: 'ficha-nueva', indCreated: false });
    const { router } = await changedApartmentForm();
    endSession();
    const dialog = await screen.findByRole('dialog', { name: 'Su sesión terminó' });
    expect(within(dialog).getByText(refusals.invalidToken)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Contraseña'), { target: { value: 'Clave.Segura1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ingresar y seguir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Su sesión terminó' })).toBeNull());
    expect(api.auth.signin).toHaveBeenCalledWith({ email: admin.email, password: 'Clave.Segura1' });
    expect(tokenStorage.get()).toBe('ficha-nueva');
    expect(router.state.location.pathname).toBe('/apartamentos/nuevo');
    expect(screen.getByLabelText('Número')).toHaveValue('905');
  });

  it('keeps the dialog and says why when the password is wrong', async () => {
    vi.mocked(api.auth.signin).mockResolvedValue({
      ok: false,
      message: 'Correo electrónico o contraseña incorrectos.',
    });
    await changedApartmentForm();
    endSession();
    const dialog = await screen.findByRole('dialog', { name: 'Su sesión terminó' });
    fireEvent.change(within(dialog).getByLabelText('Contraseña'), { target: { value: 'otra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ingresar y seguir' }));
    await within(dialog).findByText('Correo electrónico o contraseña incorrectos.');
    expect(tokenStorage.get()).toBe('ficha-vieja');
  });

  it('leaves for the sign-in page without asking again when the person gives the changes up', async () => {
    const { router } = await changedApartmentForm();
    endSession();
    const dialog = await screen.findByRole('dialog', { name: 'Su sesión terminó' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeNull();
  });
});

describe('signing out in one tab (issue #30, item 4)', () => {
  it('tells the other tabs of that session, which leave for the sign-in page', async () => {
    const other = new BroadcastChannel('horizontal.session');
    const told = new Promise<unknown>((resolve) => {
      other.onmessage = (event) => resolve(event.data);
    });
    const { router } = renderApp('/apartamentos/listado');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /Mi cuenta/ }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(await told).toEqual({ type: 'signedOut', token: 'ficha-vieja' });
    other.close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leaves a tab of the same session when another one signs out, and ignores another session', async () => {
    const { router } = renderApp('/apartamentos/listado');
    await screen.findByRole('table');
    const other = new BroadcastChannel('horizontal.session');
    other.postMessage({ type: 'signedOut', token: 'otra-ficha' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/apartamentos/listado');
    other.postMessage({ type: 'signedOut', token: 'ficha-vieja' });
    other.close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signedOutElsewhere).toMatch(/otra pestaña/);
  });
});
