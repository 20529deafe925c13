import { adminUser, masterUser } from '@horizontal/mocks/fixtures';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { dataAnswer, withToken } from '../test/render-app';
import { buildingStorage } from './building-storage';
import { handedUser } from './handed-user';
import { type DeviceTokenSource, SessionProvider, type SessionState, useSession } from './SessionProvider';
import { offlineMessage } from './sign-in';
import { tokenStorage } from './token-storage';

vi.mock('../api', () => ({
  api: { auth: { data: vi.fn(), signout: vi.fn() }, notifications: { delete: vi.fn() } },
}));

const data = vi.mocked(api.auth.data);
const remove = vi.mocked(api.notifications.delete);

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return <p>{statusOf(session.state)}</p>;
}
const statusOf = (state: SessionState) => (state.status === 'authenticated' ? `hola ${state.user.name}` : state.status);

const mount = (deviceToken: DeviceTokenSource = vi.fn(async () => 'dispositivo-7'), onUserKnown = vi.fn()) => {
  render(
    <SessionProvider deviceToken={deviceToken} onUserKnown={onUserKnown}>
      <Probe />
    </SessionProvider>,
  );
  return deviceToken;
};

/** A new tab of the same browser: the tab's own storage goes, the browser's (localStorage) stays. */
const newTab = () => {
  cleanup();
  sessionStorage.clear();
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('SessionProvider', () => {
  it('is anonymous without a token, and does not call the server', () => {
    mount();
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(data).not.toHaveBeenCalled();
  });

  it('loads the user of a stored token, sending the push device token, and keeps its notifications', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    mount();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('hola Martín Rodríguez');
    expect(data).toHaveBeenCalledWith('dispositivo-7');
    expect(session.notifications.map((n) => n.typeId)).toEqual([1, 3, 8]);
  });

  it('still loads the user when the browser gives no device token', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    mount(vi.fn(async () => Promise.reject(new Error('sin permiso de notificaciones'))));
    await screen.findByText('hola Martín Rodríguez');
    expect(data).toHaveBeenCalledWith(null);
  });

  it('opens the session only once what the signed-in app needs is loaded', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    let finish: () => void = () => undefined;
    const prepareSignedIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <SessionProvider deviceToken={async () => null} prepareSignedIn={prepareSignedIn}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(data).toHaveBeenCalled());
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => finish());
    await screen.findByText('hola Martín Rodríguez');
    expect(prepareSignedIn).toHaveBeenCalledTimes(1);
  });

  it('stays out, keeping the token, when what the signed-in app needs cannot be downloaded', async () => {
    withToken('token-valido');
    data.mockResolvedValue(dataAnswer(adminUser));
    const prepareSignedIn = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    render(
      <SessionProvider deviceToken={async () => null} prepareSignedIn={prepareSignedIn}>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText('anonymous');
    expect(tokenStorage.get()).toBe('token-valido');
    const retried = await act(() => session.start('token-valido'));
    expect(retried).toEqual({ ok: false, message: offlineMessage });
  });

  it('clears the session when the user cannot be loaded', async () => {
    withToken();
    buildingStorage.set(1);
    data.mockResolvedValue({ ok: false, message: 'Su sesión venció. Ingrese de nuevo.' });
    mount();
    await screen.findByText('anonymous');
    expect(tokenStorage.get()).toBeNull();
    expect(buildingStorage.get()).toBeNull();
  });

  it('selects the complejo by itself when the user has exactly one', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer({ ...adminUser, buildings: [{ id: 9, name: 'Edificio Malvín' }] }));
    mount();
    await screen.findByText('hola Martín Rodríguez');
    expect(session.selectedBuildingId).toBe(9);
  });

  it('leaves the choice to the user with several complejos, keeping a choice made earlier in the tab', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    mount();
    await screen.findByText('hola Martín Rodríguez');
    expect(session.selectedBuildingId).toBeNull();
    act(() => session.selectBuilding(2));
    cleanup();
    mount();
    await screen.findByText('hola Martín Rodríguez');
    expect(session.selectedBuildingId).toBe(2);
  });

  it('opens a new sign-in on the complejo the user chose last in this browser', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    mount();
    await screen.findByText('hola Martín Rodríguez');
    act(() => session.selectBuilding(2));
    newTab();
    withToken('token-de-otro-dia');
    const onUserKnown = vi.fn();
    mount(undefined, onUserKnown);
    await screen.findByText('hola Martín Rodríguez');
    expect(session.selectedBuildingId).toBe(2);
    expect(onUserKnown).toHaveBeenCalledWith(adminUser, 2);
  });

  it('keeps the last complejo per user, and drops one the user no longer holds', async () => {
    buildingStorage.remember(adminUser.id, 2);
    withToken();
    data.mockResolvedValue(dataAnswer({ ...adminUser, id: 99, name: 'Ana Suárez' }));
    mount();
    await screen.findByText('hola Ana Suárez');
    expect(session.selectedBuildingId).toBeNull();
    newTab();
    withToken();
    data.mockResolvedValue(dataAnswer({ ...adminUser, buildings: [adminUser.buildings[0]!, { id: 5, name: 'Otro' }] }));
    mount();
    await screen.findByText('hola Martín Rodríguez');
    expect(session.selectedBuildingId).toBeNull();
  });

  it('prefers the complejo chosen in the tab to the last one chosen in another', async () => {
    buildingStorage.remember(adminUser.id, 2);
    buildingStorage.set(1);
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    mount();
    await screen.findByText('hola Martín Rodríguez');
    expect(session.selectedBuildingId).toBe(1);
  });

  it('forgets the last complejo when the user goes back to choosing none', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    mount();
    await screen.findByText('hola Martín Rodríguez');
    act(() => session.selectBuilding(2));
    act(() => session.selectBuilding(null));
    expect(buildingStorage.lastOf(adminUser.id)).toBeNull();
  });

  it('gives the master no complejo, whatever is remembered', async () => {
    buildingStorage.remember(masterUser.id, 1);
    withToken();
    data.mockResolvedValue(dataAnswer(masterUser));
    const onUserKnown = vi.fn();
    mount(undefined, onUserKnown);
    await screen.findByText(`hola ${masterUser.name}`);
    expect(session.selectedBuildingId).toBeNull();
    expect(onUserKnown).toHaveBeenCalledWith(masterUser, null);
  });

  it('opens with the user the sign-in answered, without asking /auth/data for it', async () => {
    handedUser.keep('token-nuevo', adminUser);
    const deviceToken = vi.fn(async () => null);
    mount(deviceToken);
    await act(() => session.start('token-nuevo'));
    expect(screen.getByText('hola Martín Rodríguez')).toBeInTheDocument();
    expect(data).not.toHaveBeenCalled();
    // Handed over once: a reload of that session asks the server again.
    data.mockResolvedValue(dataAnswer(adminUser));
    newTab();
    withToken('token-nuevo');
    mount();
    await screen.findByText('hola Martín Rodríguez');
    expect(data).toHaveBeenCalledTimes(1);
  });

  it('still sends the push device token with /auth/data after a sign-in, without waiting for it', async () => {
    handedUser.keep('token-nuevo', adminUser);
    data.mockReturnValue(new Promise(() => undefined));
    mount();
    await act(() => session.start('token-nuevo'));
    expect(screen.getByText('hola Martín Rodríguez')).toBeInTheDocument();
    await waitFor(() => expect(data).toHaveBeenCalledWith('dispositivo-7'));
  });

  it('does not take a user handed over with another token', async () => {
    handedUser.keep('token-viejo', adminUser);
    data.mockResolvedValue(dataAnswer(masterUser));
    mount();
    await act(() => session.start('token-nuevo'));
    expect(screen.getByText(`hola ${masterUser.name}`)).toBeInTheDocument();
  });

  it('start() keeps the new token and loads its user', async () => {
    data.mockResolvedValue(dataAnswer(adminUser));
    mount();
    await act(() => session.start('token-nuevo'));
    expect(tokenStorage.get()).toBe('token-nuevo');
    expect(screen.getByText('hola Martín Rodríguez')).toBeInTheDocument();
  });

  it('counts a new notification, and drops a type only after the server deleted it', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    mount();
    await screen.findByText('hola Martín Rodríguez');
    act(() => session.addNotification({ id: 40, date: '2026-11-23', title: 'Reserva', text: 'Salón', typeId: 1 }));
    expect(session.notifications.filter((n) => n.typeId === 1)).toHaveLength(2);

    remove.mockResolvedValueOnce({ ok: false, message: 'No se pudieron borrar las notificaciones.' });
    await act(() => session.clearNotifications(1));
    expect(remove).toHaveBeenCalledWith({ typeId: 1 });
    expect(session.notifications.filter((n) => n.typeId === 1)).toHaveLength(2);

    let deletedBeforeDrop = false;
    remove.mockImplementationOnce(async () => {
      deletedBeforeDrop = session.notifications.some((n) => n.typeId === 1);
      return { ok: true, message: 'OK', deleted: 2 };
    });
    await act(() => session.clearNotifications(1));
    expect(deletedBeforeDrop).toBe(true);
    expect(session.notifications.map((n) => n.typeId)).toEqual([3, 8]);
  });

  it('signs out: tells the server, forgets the token and the tab’s complejo, not the user’s last one', async () => {
    withToken();
    data.mockResolvedValue(dataAnswer(adminUser));
    vi.mocked(api.auth.signout).mockResolvedValue({ ok: true, message: 'OK' });
    mount();
    await screen.findByText('hola Martín Rodríguez');
    act(() => session.selectBuilding(1));
    await act(() => session.signOut());
    expect(api.auth.signout).toHaveBeenCalled();
    expect(tokenStorage.get()).toBeNull();
    expect(buildingStorage.get()).toBeNull();
    expect(buildingStorage.lastOf(adminUser.id)).toBe(1);
    await waitFor(() => expect(screen.getByText('anonymous')).toBeInTheDocument());
  });
});
