import { adminUser, mockPassword } from '@horizontal/mocks/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { handedUser } from './handed-user';
import { signIn } from './sign-in';

vi.mock('../api', () => ({ api: { auth: { signin: vi.fn() } } }));

const signin = vi.mocked(api.auth.signin);
const credentials = { email: adminUser.email, password: mockPassword };

afterEach(() => {
  vi.resetAllMocks();
  handedUser.take('');
});

describe('signIn', () => {
  it('hands the user the server answered with the token over to the session', async () => {
    signin.mockResolvedValue({
      ok: true,
      message: 'Sesión iniciada.',
      token: 'token-1',
      indCreated: false,
      user: adminUser,
    });
    expect(await signIn(credentials)).toEqual({ ok: true, token: 'token-1' });
    expect(handedUser.peek('token-1')).toEqual(adminUser);
    expect(handedUser.take('token-1')).toEqual(adminUser);
    expect(handedUser.take('token-1')).toBeNull();
  });

  it('hands nothing over when the answer has no user (the session then asks /auth/data)', async () => {
    signin.mockResolvedValue({ ok: true, message: 'Sesión iniciada.', token: 'token-2', indCreated: false });
    expect(await signIn(credentials)).toEqual({ ok: true, token: 'token-2' });
    expect(handedUser.take('token-2')).toBeNull();
  });

  it('says why the server refused', async () => {
    signin.mockResolvedValue({ ok: false, message: 'El correo o la contraseña no son correctos.' });
    expect(await signIn(credentials)).toEqual({ ok: false, message: 'El correo o la contraseña no son correctos.' });
  });
});
