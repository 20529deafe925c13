import { adminUser, masterUser } from '@horizontal/mocks/fixtures';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { lastRouteStorage } from '../session/last-route-storage';
import { dataAnswer, renderApp, withToken } from '../test/render-app';
import { preloadScreens } from './lazy-screen';

vi.mock('../api', () => ({
  api: {
    auth: { data: vi.fn(), signout: vi.fn(), signin: vi.fn(), change: vi.fn() },
    notifications: { delete: vi.fn() },
    buildings: { findAll: vi.fn() },
    companies: { findAll: vi.fn() },
  },
}));

const data = vi.mocked(api.auth.data);
const oneBuilding = { ...adminUser, buildings: [adminUser.buildings[0]!] };

// The routes' chunks are imported before any test asserts on a route, never while it waits.
beforeAll(async () => {
  await preloadScreens();
});

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(api.auth.signout).mockResolvedValue({ ok: true, message: 'OK' });
  vi.mocked(api.notifications.delete).mockResolvedValue({ ok: true, message: 'OK', deleted: 1 });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('navigation guard', () => {
  it('sends a visitor without a token from a private route to the landing page, without asking the server', async () => {
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Ingresar' })).toBeInTheDocument();
    expect(data).not.toHaveBeenCalled();
  });

  it.each(['/residentes/listado', '/complejo', '/gastoscomunes/listado', '/apartamentos/modificar?id=3'])(
    'sends a visitor without a session from the module link %s to the landing page, never to 404',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(screen.queryByText('Página no encontrada')).toBeNull();
      expect(sessionStorage.getItem('horizontal.returnTo')).toBe(path);
    },
  );

  it('keeps a new tab signed in with the session of an open tab, on the page asked for', async () => {
    const openTab = new BroadcastChannel('horizontal.session');
    openTab.onmessage = (event) => {
      if (event.data?.type === 'request') openTab.postMessage({ type: 'token', token: 'token-de-otra-pestaña' });
    };
    try {
      data.mockResolvedValue(dataAnswer(oneBuilding));
      const { router } = renderApp('/account');
      expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account');
      expect(sessionStorage.getItem('horizontal.token')).toBe('token-de-otra-pestaña');
    } finally {
      openTab.close();
    }
  });

  it('returns to the page asked for from a pasted link once the visitor signs in', async () => {
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    data.mockResolvedValue(dataAnswer(oneBuilding));
    withToken();
    await router.navigate('/login');
    // Signing in reloads the session; the login page then gives way to the page that was asked for.
    cleanup();
    const again = renderApp('/login');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/account'));
  });

  it('signs in through the form and opens the page the pasted link asked for, not /home', async () => {
    const { router } = renderApp('/residentes/listado?torre=B');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/login');
    vi.mocked(api.auth.signin).mockResolvedValue({ ok: true, message: 'OK', token: 'ficha-nueva' } as never);
    data.mockResolvedValue(dataAnswer(oneBuilding));
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText('Correo electrónico'), 'admin@horizontal.uy');
    await person.type(screen.getByLabelText('Contraseña', { exact: true }), 'Admin#2026');
    await person.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/residentes/listado'));
    expect(router.state.location.search).toBe('?torre=B');
  });

  it('sends a signed-in user who opens a public route back to the previous route', async () => {
    withToken();
    lastRouteStorage.set('/account');
    data.mockResolvedValue(dataAnswer(oneBuilding));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('keeps a newly created user on /change until the password is changed', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer({ ...oneBuilding, indCreated: true }));
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/change'));
    await router.navigate('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/change'));
    await router.navigate('/complejo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/change'));
  });

  it('does not let a user who already changed the password open /change', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(oneBuilding));
    const { router } = renderApp('/change');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('asks an administrator without a selected complejo to choose one before opening a module', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    renderApp('/complejo');
    expect(await screen.findByText('¡Debe seleccionar un complejo!')).toBeInTheDocument();
  });

  it('lets an administrator open the configuration screens without a selected complejo', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    vi.mocked(api.buildings.findAll).mockResolvedValue({ ok: true, message: 'OK', buildings: [] });
    renderApp('/complejos/listado');
    await waitFor(() => expect(api.buildings.findAll).toHaveBeenCalledWith(adminUser.company!.id));
    expect(screen.queryByText('¡Debe seleccionar un complejo!')).toBeNull();
  });

  it('lets the master open its sections without a complejo, and answers the administrator’s with 404', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(masterUser));
    vi.mocked(api.companies.findAll).mockResolvedValue({ ok: true, message: 'OK', companies: [] });
    const { router } = renderApp('/administradoras');
    await waitFor(() => expect(router.state.location.pathname).toBe('/administradoras/listado'));
    await waitFor(() => expect(api.companies.findAll).toHaveBeenCalled());
    expect(screen.queryByText('¡Debe seleccionar un complejo!')).toBeNull();
    await router.navigate('/complejo');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('does not open a master section for an administrator', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(oneBuilding));
    renderApp('/usuarios/listado');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('answers an unknown path with the Spanish not-found page, with or without a session', async () => {
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
