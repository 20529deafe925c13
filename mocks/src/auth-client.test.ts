import { createApi } from '@horizontal/api';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, authScenarios, mockPassword, resetDb } from './index';
import { server } from './node';

let token: string | null = null;
const api = createApi({ baseURL: 'http://localhost/api', getToken: () => token });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  token = null;
  resetDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('auth api', () => {
  it('signs in with the session user, the one the token then loads', async () => {
    const signin = await api.auth.signin({ email: adminUser.email, password: mockPassword });
    expect(signin.ok).toBe(true);
    if (!signin.ok) return;
    token = signin.token;
    const data = await api.auth.data();
    expect(data).toMatchObject({ ok: true, user: { name: 'Martín Rodríguez' } });
    expect(signin.user).toEqual(data.ok && data.user);
  });

  it('sends x-system on every call and x-token only on private ones', async () => {
    const seen: Record<string, { system: string | null; token: string | null }> = {};
    server.use(
      mswHttp.post('*/api/auth/:call', ({ request, params }) => {
        seen[String(params.call)] = { system: request.headers.get('x-system'), token: request.headers.get('x-token') };
        return HttpResponse.json({ ok: true, message: 'OK', token: 't', indCreated: false, user: adminUser });
      }),
    );
    token = 'secreto';
    await api.auth.signin({ email: adminUser.email, password: 'x' });
    await api.auth.data();
    expect(seen.signin).toEqual({ system: '1', token: null });
    expect(seen.data).toEqual({ system: '1', token: 'secreto' });
  });

  it('returns the error body of a failed call instead of throwing', async () => {
    const answer = await api.auth.signin({ email: adminUser.email, password: 'Mala#123' });
    expect(answer).toEqual({
      ok: false,
      message: 'El correo o la contraseña no son correctos. Revíselos e intente nuevamente.',
    });
    server.use(...authScenarios.signinServerError);
    expect((await api.auth.signin({ email: adminUser.email, password: mockPassword })).message).toMatch(
      /error inesperado/,
    );
  });

  it('turns a network failure into the Spanish connection message', async () => {
    server.use(...authScenarios.signinOffline);
    expect(await api.auth.signin({ email: adminUser.email, password: mockPassword })).toEqual({
      ok: false,
      message: 'No se pudo conectar con el servidor',
    });
  });

  it('gets 401 from data without a token', async () => {
    expect(await api.auth.data()).toEqual({ ok: false, message: 'Debe iniciar sesión para continuar.' });
  });
});
