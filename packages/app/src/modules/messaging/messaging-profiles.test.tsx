import type { SessionUser } from '@horizontal/domain';
import { adminUser, messageFixtures } from '@horizontal/mocks/fixtures';
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
    apartments: { summary: vi.fn() },
    commonExpenseDocuments: { yearAccount: vi.fn() },
    shipments: { summary: vi.fn() },
    messages: {
      inbox: vi.fn(),
      sent: vi.fn(),
      detail: vi.fn(),
      recipients: vi.fn(),
      audience: vi.fn(),
      categories: vi.fn(),
      create: vi.fn(),
    },
  },
}));

const building = adminUser.buildings[0]!;
/** The demo administrator with one complejo, chosen at sign-in. */
const administrator: SessionUser = { ...adminUser, buildings: [building] };

/** The administrator's profile without some of Mensajería's screens, or without the module at all. */
const without = (screens: (screen: string) => boolean, module = false): SessionUser => ({
  ...administrator,
  modules: module ? administrator.modules.filter((one) => one.route !== '/mensajes') : administrator.modules,
  functionalities: administrator.functionalities.filter((functionality) => !screens(functionality.screen)),
});

const rootOf = (message: { id: number; messageParentId: number | null }) => message.messageParentId ?? message.id;
const ofBuilding = messageFixtures.filter((message) => message.buildingId === building.id);
const startedBy = (kind: 'residente' | 'administracion') =>
  ofBuilding.filter((message) => ofBuilding.find((first) => first.id === rootOf(message))!.sender.kind === kind);
const inbox = startedBy('residente');
const unreadThreads = new Set(inbox.filter((message) => !message.read).map(rootOf)).size;
const leak = ofBuilding.find((message) => message.subject === 'Filtración en el baño' && !message.messageParentId)!;

const refused = { ok: false as const, message: 'No disponible en esta prueba.' };

beforeAll(async () => {
  await preloadScreens();
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  withToken();
  vi.mocked(api.notifications.delete).mockResolvedValue({ ok: true, message: 'OK', deleted: 1 });
  vi.mocked(api.apartments.summary).mockResolvedValue(refused);
  vi.mocked(api.commonExpenseDocuments.yearAccount).mockResolvedValue(refused);
  vi.mocked(api.shipments.summary).mockResolvedValue(refused);
  vi.mocked(api.messages.inbox).mockResolvedValue({ ok: true, message: 'OK', inbox });
  vi.mocked(api.messages.sent).mockResolvedValue({ ok: true, message: 'OK', send: startedBy('administracion') });
  vi.mocked(api.messages.detail).mockResolvedValue({
    ok: true,
    message: 'OK',
    messages: ofBuilding.filter((message) => rootOf(message) === leak.id),
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

const modulesMenuNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Módulos' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Mensajería by profile', () => {
  it('shows on Inicio the residents’ conversations with a message not read, leading to the list', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    const { router } = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Mensajería' });
    expect(api.messages.inbox).toHaveBeenCalledWith({ buildingId: building.id });
    const [figure] = await within(tile).findAllByRole('link');
    expect(unreadThreads).toBeGreaterThan(1);
    expect(figure!.textContent).toBe(`${unreadThreads} conversaciones sin leer`);
    await userEvent.setup({ delay: null }).click(figure!);
    expect(router.state.location.pathname).toBe('/mensajes/listado');
  });

  it('gives a profile without Mensajería neither its menu entry nor its tile', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(without((screen) => screen.startsWith('mensajes/'), true)));
    renderApp('/home');
    expect(await modulesMenuNames()).not.toContain('Mensajería');
    await screen.findByRole('region', { name: 'Complejo' });
    expect(screen.queryByRole('region', { name: 'Mensajería' })).toBeNull();
    expect(api.messages.inbox).not.toHaveBeenCalled();
  });

  it('lets a profile with Mensajería alone write: whom it reaches comes from the audience call', async () => {
    const onlyMessaging: SessionUser = {
      ...administrator,
      modules: administrator.modules.filter((one) => one.route === '/mensajes'),
      functionalities: administrator.functionalities.filter((one) => one.screen.startsWith('mensajes/')),
    };
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(onlyMessaging));
    vi.mocked(api.messages.categories).mockResolvedValue({ ok: true, message: 'OK', categories: [] });
    vi.mocked(api.messages.audience).mockResolvedValue({
      ok: true,
      message: 'OK',
      units: [
        { id: 7, name: 'Torre A · 101', tower: 'Torre A', residents: [{ id: 3, name: 'Ana Silva', hasEmail: true }] },
        { id: 8, name: 'Torre A · 102', tower: 'Torre A', residents: [{ id: 4, name: 'Luis Pérez', hasEmail: false }] },
      ],
      staff: [{ id: 9, name: 'Paula Núñez', role: 'Administrador' }],
    });
    vi.mocked(api.messages.create).mockResolvedValue(refused);
    // The form's radio group measures itself; jsdom has no layout to observe.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    renderApp('/mensajes/nuevo');
    await screen.findByRole('heading', { level: 1, name: 'Nuevo mensaje' });
    expect(api.messages.audience).toHaveBeenCalledWith({ buildingId: building.id });
    // The api mock has no residents nor apartments calls: the page asked neither.
    expect(await screen.findByRole('status')).toHaveTextContent(/Llega a 2 personas de 2 unidades\. 1 no tiene/);
    expect(screen.getByRole('combobox', { name: 'Personal' })).toBeEnabled();
  });

  it('lets a profile without mensajes/nuevo read the conversations, and neither write nor answer', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(without((screen) => screen === 'mensajes/nuevo')));
    renderApp('/mensajes/listado');
    await screen.findByRole('table', { name: 'Mensajes recibidos' });
    expect(screen.queryByRole('button', { name: 'Nuevo mensaje' })).toBeNull();

    cleanup();
    renderApp(`/mensajes/chat?id=${leak.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: leak.subject })).toBeInTheDocument();
    expect(screen.getByText('Su perfil permite leer las conversaciones, pero no responderlas.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Respuesta' })).toBeNull();
  });
});
