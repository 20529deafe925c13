import { adminUser } from '@horizontal/mocks/fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { preloadScreens } from '../../routes/lazy-screen';
import { dataAnswer, renderApp, withToken } from '../../test/render-app';

vi.mock('../../api', () => ({
  api: {
    auth: { data: vi.fn(), signout: vi.fn(), change: vi.fn(), user: vi.fn() },
    notifications: { delete: vi.fn() },
  },
}));

beforeAll(async () => {
  await preloadScreens();
});
beforeEach(() => {
  sessionStorage.clear();
  withToken();
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer({ ...adminUser, buildings: [adminUser.buildings[0]!] }));
  vi.mocked(api.auth.change).mockResolvedValue({ ok: true, message: 'Contraseña actualizada.' });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('«Mi cuenta» (issue #15)', () => {
  it('lets a signed-in user change their own password, with the rules shown before typing', async () => {
    const { router } = renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(await screen.findByRole('list', { name: 'La contraseña debe tener' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'Vieja#2026' } });
    fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: 'Nueva#Clave9' } });
    fireEvent.change(screen.getByLabelText('Repita la nueva contraseña'), { target: { value: 'Nueva#Clave9' } });
    fireEvent.click(screen.getByRole('button', { name: /Cambiar contraseña|Guardar/ }));
    await waitFor(() =>
      expect(api.auth.change).toHaveBeenCalledWith({ currentPassword: 'Vieja#2026', newPassword: 'Nueva#Clave9' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});
