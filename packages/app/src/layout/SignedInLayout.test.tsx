import { NOTIFICATION_TYPE_ID } from '@horizontal/domain';
import { adminUser, deskUser, masterUser } from '@horizontal/mocks/fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { api } from '../api';
import { preloadScreens } from '../routes/lazy-screen';
import { dataAnswer, renderApp, withToken } from '../test/render-app';
import { badgeTarget } from './ModuleMenu';

vi.mock('../api', () => ({
  api: {
    auth: { data: vi.fn(), signout: vi.fn() },
    notifications: { delete: vi.fn(), streamTicket: vi.fn() },
  },
}));

const data = vi.mocked(api.auth.data);
const oneBuilding = { ...adminUser, buildings: [adminUser.buildings[0]!] };
const modulesMenu = () => screen.findByRole('navigation', { name: 'Módulos' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
const menuItemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

// The routes' chunks are imported before any test asserts on a route, never while it waits.
beforeAll(async () => {
  await Promise.all([preloadScreens(), import('../push/PushToaster')]);
});

beforeEach(() => {
  sessionStorage.clear();
  withToken();
  vi.mocked(api.auth.signout).mockResolvedValue({ ok: true, message: 'OK' });
  vi.mocked(api.notifications.delete).mockResolvedValue({ ok: true, message: 'OK', deleted: 1 });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the signed-in layout', () => {
  it('shows an administrator only the modules of its profile, with a badge per notification type', async () => {
    data.mockResolvedValue(dataAnswer(oneBuilding));
    renderApp('/home');
    const nav = await modulesMenu();
    expect(linkNames(nav)).toEqual([
      'Contabilidad',
      'Gastos Comunes',
      'Complejo1, 1 notificación nueva',
      'Portería',
      'Asambleas',
      'Mensajería1, 1 notificación nueva',
      'Personal1, 1 notificación nueva',
    ]);
    expect(
      screen.getByRole('button', { name: /^Mi cuenta: ?Martín Rodríguez, ?Administrador de complejos$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Complejo' })).toHaveValue('1');
  });

  it('leads a module with a badge to the screen that shows what it counts, and one without to the module page', async () => {
    data.mockResolvedValue(dataAnswer(oneBuilding));
    renderApp('/home');
    const nav = await modulesMenu();
    const hrefOf = (name: string) =>
      within(nav)
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .getAttribute('href');
    // Complejo's badge counts new bookings: it leads to Reservas; Mensajería's, new messages: its list.
    expect(hrefOf('Complejo')).toBe('/reservas/listado');
    expect(hrefOf('Mensajería')).toBe('/mensajes/listado');
    expect(hrefOf('Portería')).toBe('/porteria');
    const complejo = { label: 'Complejo', path: '/complejo', notificationTypeId: NOTIFICATION_TYPE_ID.building };
    const reservas = {
      label: 'Reservas',
      path: '/reservas/listado',
      notificationTypeId: NOTIFICATION_TYPE_ID.building,
    };
    const residentes = {
      label: 'Residentes',
      path: '/residentes/listado',
      notificationTypeId: NOTIFICATION_TYPE_ID.none,
    };
    expect(badgeTarget({ ...complejo, submenu: [residentes, reservas] })).toBe('/reservas/listado');
    expect(badgeTarget({ ...complejo, submenu: [residentes] })).toBe('/complejo');
  });

  it('shows the front desk only Portería, and no configuration entries without their routes', async () => {
    data.mockResolvedValue(dataAnswer(deskUser));
    renderApp('/home');
    expect(linkNames(await modulesMenu())).toEqual(['Portería']);
    await userEvent.click(screen.getByRole('button', { name: /Mi cuenta/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Configuración')).toBeNull();
    expect(menuItemNames(menu)).toEqual(['Inicio', 'Cuenta', 'Cerrar Sesión']);
  });

  it('gives the master its three sections and no complejo selector', async () => {
    data.mockResolvedValue(dataAnswer(masterUser));
    renderApp('/home');
    expect(linkNames(await modulesMenu())).toEqual(['Administradoras', 'Complejos', 'Usuarios']);
    expect(screen.queryByRole('combobox', { name: 'Complejo' })).toBeNull();
  });

  it('lists the account menu of the spec, with the configuration the administrator may open, and signs out to /login', async () => {
    data.mockResolvedValue(dataAnswer(oneBuilding));
    const { router } = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: /Mi cuenta/ }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Configuración')).toBeInTheDocument();
    // «Módulos» led to /home as «Inicio» does: one entry is enough (issue #30, item 12).
    expect(menuItemNames(menu)).toEqual(['Inicio', 'Perfiles', 'Empleados', 'Complejos', 'Cuenta', 'Cerrar Sesión']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Complejos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complejos/listado'));
    await userEvent.click(screen.getByRole('button', { name: /Mi cuenta/ }));
    menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await userEvent.click(screen.getByRole('button', { name: /Mi cuenta/ }));
    menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.auth.signout).toHaveBeenCalled();
  });

  it('folds the modules and the account into «Menú», which closes on the way to the chosen page', async () => {
    data.mockResolvedValue(dataAnswer(oneBuilding));
    const { router } = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Menú, 3 notificaciones nuevas' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByText('Bienvenido/a, Martín Rodríguez')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('link', { name: /^Complejo/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservas/listado'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /^Menú/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Empleados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/empleados/listado'));
  });

  it('shows the open module’s submenu, Totales Mensuales and Deuda among its links, and breadcrumbs with back', async () => {
    data.mockResolvedValue(dataAnswer(oneBuilding));
    const { router } = renderApp('/home');
    await userEvent.click(within(await modulesMenu()).getByRole('link', { name: 'Gastos Comunes' }));
    const submenu = await screen.findByRole('navigation', { name: 'Submenú de Gastos Comunes' });
    expect(within(submenu).getByRole('link', { name: 'Totales Mensuales' })).toHaveAttribute(
      'href',
      '/gastoscomunes/totales',
    );
    expect(within(submenu).getByRole('link', { name: 'Deuda' })).toHaveAttribute('href', '/gastoscomunes/deuda');
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

/** The server's event stream, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    this.listeners.get('notification')?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

describe('push notifications through the server’s event stream', () => {
  it('show an info toast with no title for 5000 ms and add one to the badge of their type', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    window.history.pushState({}, '', '/home');
    data.mockResolvedValue(dataAnswer(oneBuilding));
    vi.mocked(api.notifications.streamTicket).mockResolvedValue({ ok: true, message: 'OK', ticket: 'pase-de-prueba' });
    render(<App deviceToken={async () => null} />);
    const nav = await modulesMenu();
    // The session token never travels in the stream's URL: a single-use ticket does, with the newest notice the page
    // has, so that the server first sends what was told after it.
    const newest = Math.max(0, ...oneBuilding.notifications.map((notification) => notification.id));
    await waitFor(() =>
      expect(FakeEventSource.last?.url).toBe(`/api/notifications/stream?ticket=pase-de-prueba&since=${newest}`),
    );
    act(() =>
      FakeEventSource.last!.emit({
        id: 50,
        date: '2026-11-23',
        title: 'Reserva',
        text: 'Reservaron la barbacoa.',
        typeId: 1,
      }),
    );
    const toast = (await screen.findByText('Reservaron la barbacoa.')).closest('[data-slot="toast"]')!;
    expect(toast).toHaveAttribute('data-severity', 'info');
    expect(toast).toHaveAttribute('data-duration', '5000');
    expect(toast.querySelector('[data-slot="toast-title"]')).toBeNull();
    expect(within(nav).getByRole('link', { name: /^Complejo/ }).textContent).toBe('Complejo2, 2 notificaciones nuevas');
    vi.unstubAllGlobals();
  });
});
