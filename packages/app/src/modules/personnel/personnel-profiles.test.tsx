import { NOTIFICATION_TYPE_ID, type SessionUser } from '@horizontal/domain';
import {
  adminUser,
  contractFixtures,
  licenseFixtures,
  licenseTypeFixtures,
  personnelFixtures,
  personnelTypes,
  unlinkFixtures,
} from '@horizontal/mocks/fixtures';
import {
  contractRowLabel,
  licenseRowLabel,
  pendingRowLabel,
  personnelFullName,
  unlinkRowLabel,
} from '@horizontal/screens';
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
    general: { personnelType: vi.fn() },
    personnel: { findAll: vi.fn(), status: vi.fn() },
    contracts: { findAll: vi.fn(), status: vi.fn() },
    unlinks: { findAll: vi.fn() },
    licenses: { findAll: vi.fn(), types: vi.fn(), status: vi.fn() },
  },
}));

const building = adminUser.buildings[0]!;
/** The demo administrator with one complejo, chosen at sign-in. */
const administrator: SessionUser = { ...adminUser, buildings: [building] };

const personnelScreens = /^(personal|horario|contratos|desvinculaciones|licencias)\//;

/** The administrator's profile with, of Personal, only the screens given (the module itself stays). */
const withScreens = (screens: string[]): SessionUser => ({
  ...administrator,
  functionalities: administrator.functionalities.filter(
    (functionality) => !personnelScreens.test(functionality.screen) || screens.includes(functionality.screen),
  ),
});

/** The administrator's profile without some of Personal's screens. */
const without = (screens: (screen: string) => boolean): SessionUser => ({
  ...administrator,
  functionalities: administrator.functionalities.filter((functionality) => !screens(functionality.screen)),
});

/** Personal alone, so that Inicio shows its tile and no other module's. */
const onlyPersonnel = (user: SessionUser): SessionUser => ({
  ...user,
  modules: user.modules.filter((one) => one.route === '/personal'),
  functionalities: user.functionalities.filter((one) => personnelScreens.test(one.screen)),
});

const staff = personnelFixtures.filter((person) => person.buildingId === building.id);
const active = staff.find((person) => person.status === 'activo')!;
const licenses = licenseFixtures.filter((license) => license.buildingId === building.id);
const pending = licenses.filter((license) => license.status === 'pendiente');
const contracts = contractFixtures.filter((contract) => contract.buildingId === building.id);
const inForce = contracts.find((contract) => contract.status === 'vigente')!;
const unlinks = unlinkFixtures.filter((unlink) => unlink.buildingId === building.id);

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
  vi.mocked(api.notifications.delete).mockResolvedValue({ ok: true, message: 'OK', deleted: 1 });
  vi.mocked(api.general.personnelType).mockResolvedValue({ ok: true, message: 'OK', personnelType: personnelTypes });
  vi.mocked(api.personnel.findAll).mockResolvedValue({ ok: true, message: 'OK', personnelList: staff });
  vi.mocked(api.licenses.findAll).mockResolvedValue({ ok: true, message: 'OK', licenses, pending, balances: [] });
  vi.mocked(api.licenses.types).mockResolvedValue({
    ok: true,
    message: 'OK',
    licenseType: licenseTypeFixtures.filter((type) => type.buildingId === building.id),
  });
  vi.mocked(api.contracts.findAll).mockResolvedValue({ ok: true, message: 'OK', contracts });
  vi.mocked(api.unlinks.findAll).mockResolvedValue({ ok: true, message: 'OK', unlinkList: unlinks });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
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

/** The staff listado of `user`, and what an active person's row offers. */
const openStaffAs = (user: SessionUser) => openListAs(user, '/personal/listado', 'Personal', personnelFullName(active));

const personnelSubmenu = () => screen.findByRole('navigation', { name: 'Submenú de Personal' });

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Personal by profile', () => {
  it('offers the administrator «Nueva persona», «Modificar» and the change of status', async () => {
    const { actions } = await openStaffAs(administrator);
    expect(actions).toEqual(['Ver', 'Modificar', 'Pasar a inactivo']);
    expect(screen.getByRole('button', { name: 'Nueva persona' })).toBeInTheDocument();
  });

  it('gives a list-only profile no new person and, on a row, only «Ver», which opens the read-only ficha', async () => {
    const { actions, person, router } = await openStaffAs(withScreens(['personal/listado']));
    // Modifying and changing the status are personal/modificar's (contract.personnel.update and .status).
    expect(actions).toEqual(['Ver']);
    expect(screen.queryByRole('button', { name: 'Nueva persona' })).toBeNull();
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/personal/modificar');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(active.id));
    expect(new URLSearchParams(router.state.location.search).get('modo')).toBe('detalle');
    expect(await screen.findByRole('heading', { level: 1, name: personnelFullName(active) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modificar' })).toBeNull();
    expect(api.personnel.status).not.toHaveBeenCalled();
  });

  it('lets a profile that adds people but does not modify them create, and not change a status', async () => {
    const { actions } = await openStaffAs(withScreens(['personal/listado', 'personal/nuevo']));
    expect(actions).toEqual(['Ver']);
    expect(screen.getByRole('button', { name: 'Nueva persona' })).toBeInTheDocument();
  });
});

describe('contratos, desvinculaciones y licencias by profile', () => {
  it('offers the administrator «Nuevo contrato» and the changes of a contract in force', async () => {
    const { actions } = await openListAs(administrator, '/contratos/listado', 'Contratos', contractRowLabel(inForce));
    expect(actions).toEqual(['Ver', 'Suspender', 'Finalizar', 'Rescindir']);
    expect(screen.getByRole('button', { name: 'Nuevo contrato' })).toBeInTheDocument();
  });

  it('gives a list-only profile no new contract; the changes of status are the listado’s own', async () => {
    const { actions } = await openListAs(
      withScreens(['contratos/listado']),
      '/contratos/listado',
      'Contratos',
      contractRowLabel(inForce),
    );
    // contract.contracts.status is contratos/listado's (SPEC §2 has no contratos/modificar).
    expect(actions).toEqual(['Ver', 'Suspender', 'Finalizar', 'Rescindir']);
    expect(screen.queryByRole('button', { name: 'Nuevo contrato' })).toBeNull();
  });

  it('gives a list-only profile no new desvinculación; a row only opens its ficha', async () => {
    const { actions } = await openListAs(
      withScreens(['desvinculaciones/listado']),
      '/desvinculaciones/listado',
      'Desvinculaciones',
      unlinkRowLabel(unlinks[0]!),
    );
    expect(actions).toEqual(['Ver']);
    expect(screen.queryByRole('button', { name: 'Nueva desvinculación' })).toBeNull();
  });

  it('gives a list-only profile no new license; approving is the listado’s own', async () => {
    const { actions } = await openListAs(
      withScreens(['licencias/listado']),
      '/licencias/listado',
      'Pendientes de aprobación',
      pendingRowLabel(pending[0]!),
    );
    // contract.licenses.status is licencias/listado's.
    expect(actions).toEqual(['Ver', 'Aprobar', 'Rechazar']);
    expect(screen.queryByRole('button', { name: 'Nueva licencia' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Licencias' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Acciones para ${licenseRowLabel(pending[0]!)}` })).toBeInTheDocument();
  });
});

describe('Personal’s menu', () => {
  it('carries the licenses’ badge (type 8) on the module and on «Licencias», and leads the module to them', async () => {
    const licenseNotices = administrator.notifications.filter(
      (notification) => notification.typeId === NOTIFICATION_TYPE_ID.license,
    ).length;
    expect(licenseNotices).toBe(1);
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    renderApp('/personal/listado');
    const modules = await screen.findByRole('navigation', { name: 'Módulos' });
    const personal = within(modules).getByRole('link', { name: /^Personal/ });
    expect(personal.textContent).toBe('Personal1, 1 notificación nueva');
    expect(personal).toHaveAttribute('href', '/licencias/listado');
    const submenu = await personnelSubmenu();
    expect(linkNames(submenu)).toEqual([
      'Personal',
      'Horario',
      'Contratos',
      'Desvinculaciones',
      'Licencias1 notificación',
    ]);
    expect(within(submenu).getByRole('link', { name: /^Licencias/ })).toHaveAttribute('href', '/licencias/listado');
    // Only opening Licencias marks them seen.
    expect(api.notifications.delete).not.toHaveBeenCalled();
  });

  it('gives a profile without Licencias no entry for them: the module’s badge leads to its page', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(without((screen) => screen.startsWith('licencias/'))));
    renderApp('/personal/listado');
    const submenu = await personnelSubmenu();
    expect(linkNames(submenu)).toEqual(['Personal', 'Horario', 'Contratos', 'Desvinculaciones']);
    const modules = screen.getByRole('navigation', { name: 'Módulos' });
    expect(within(modules).getByRole('link', { name: /^Personal/ })).toHaveAttribute('href', '/personal');
  });

  it('shows on Inicio the requests to approve, leading to Licencias; a profile without them has no tile', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(onlyPersonnel(administrator)));
    const { router } = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Personal' });
    expect(api.licenses.findAll).toHaveBeenCalledWith(building.id);
    const [toApprove] = await within(tile).findAllByRole('link');
    expect(pending.length).toBeGreaterThan(1);
    expect(toApprove!.textContent).toBe(`${pending.length} licencias por aprobar`);
    await userEvent.setup({ delay: null }).click(toApprove!);
    expect(router.state.location.pathname).toBe('/licencias/listado');

    cleanup();
    vi.mocked(api.licenses.findAll).mockClear();
    vi.mocked(api.auth.data).mockResolvedValue(
      dataAnswer(onlyPersonnel(without((screen) => screen.startsWith('licencias/')))),
    );
    renderApp('/home');
    await screen.findByRole('navigation', { name: 'Módulos' });
    expect(screen.queryByRole('region', { name: 'Personal' })).toBeNull();
    expect(api.licenses.findAll).not.toHaveBeenCalled();
  });
});
