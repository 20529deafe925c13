import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { withToken } from '../test/render-app';
import { SessionProvider, useSession } from './SessionProvider';
import { tokenStorage } from './token-storage';

// The backend client's chunk cannot be downloaded (offline, or a deploy replaced it).
vi.mock('../api', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/api.js');
});

function Probe() {
  return <p>{useSession().state.status}</p>;
}

afterEach(cleanup);

it('leaves the loading state, but keeps the token, when the backend client cannot be downloaded', async () => {
  withToken('token-valido');
  render(
    <SessionProvider deviceToken={async () => null}>
      <Probe />
    </SessionProvider>,
  );
  expect(await screen.findByText('anonymous')).toBeInTheDocument();
  expect(tokenStorage.get()).toBe('token-valido');
});
