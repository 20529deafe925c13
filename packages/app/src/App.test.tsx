import { adminUser, mockPassword } from '@horizontal/mocks/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { api } from './api';
import { preloadScreens } from './routes/lazy-screen';
import { dataAnswer } from './test/render-app';

vi.mock('./api', () => ({
  api: { auth: { signin: vi.fn(), data: vi.fn(), signout: vi.fn() }, notifications: { delete: vi.fn() } },
}));

/** The push listener's channel when Firebase is not configured; jsdom has none. */
class SilentEventSource {
  addEventListener() {}
  close() {}
}

const toastRegion = () => screen.queryByRole('region', { name: /^Notificaciones/ });

// The routes' chunks are imported before any test asserts on a route, never while it waits.
beforeAll(async () => {
  await Promise.all([preloadScreens(), import('./push/PushToaster')]);
});

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('EventSource', SilentEventSource);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('shows the sign-in form without the toaster (issue #7)', async () => {
    window.history.pushState({}, '', '/login');
    render(<App deviceToken={async () => null} />);
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(toastRegion()).toBeNull();
  });

  it('brings the toaster with the session: signing in lands on /home with it in place', async () => {
    vi.mocked(api.auth.signin).mockResolvedValue({ ok: true, message: 'OK', token: 'token-1', indCreated: false });
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(adminUser));
    window.history.pushState({}, '', '/login');
    render(<App deviceToken={async () => null} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), adminUser.email);
    await user.type(screen.getByLabelText('Contraseña', { exact: false }), mockPassword);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByRole('button', { name: /^Mi cuenta: ?Martín Rodríguez/ });
    expect(window.location.pathname).toBe('/home');
    expect(toastRegion()).toBeInTheDocument();
    expect(api.auth.signin).toHaveBeenCalledWith({ email: adminUser.email, password: mockPassword });
  });
});
