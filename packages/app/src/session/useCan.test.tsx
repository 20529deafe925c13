import { contract, type SessionUser } from '@horizontal/domain';
import { adminUser, deskUser, masterUser } from '@horizontal/mocks/fixtures';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { dataAnswer, withToken } from '../test/render-app';
import { SessionProvider, useSession } from './SessionProvider';
import { type Can, useCan } from './useCan';

vi.mock('../api', () => ({
  api: { auth: { data: vi.fn(), signout: vi.fn() }, notifications: { delete: vi.fn() } },
}));

/** The administrator's profile cut down to some screens of the Complejo module. */
const withScreens = (screens: string[]): SessionUser => ({
  ...adminUser,
  modules: adminUser.modules.filter((module) => module.route === '/complejo'),
  functionalities: adminUser.functionalities.filter((functionality) => screens.includes(functionality.screen)),
});

let probed: Can | undefined;

function Probe() {
  probed = useCan();
  return null;
}

/** useCan only runs inside signed-in routes: the probe mounts once the session has loaded the user. */
function SignedIn() {
  const { state } = useSession();
  return state.status === 'authenticated' ? <Probe /> : null;
}

/** `can` of the signed-in `user`. */
const canOfSignedIn = async (user: SessionUser): Promise<Can> => {
  probed = undefined;
  withToken();
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(user));
  render(
    <SessionProvider deviceToken={async () => null}>
      <SignedIn />
    </SessionProvider>,
  );
  await waitFor(() => expect(probed).toBeDefined());
  return probed!;
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('useCan', () => {
  it('lets a read-only profile read but not create, change or delete', async () => {
    const can = await canOfSignedIn(withScreens(['despensas/listado']));
    expect(can(contract.pantries.findAll)).toBe(true);
    expect(can(contract.pantries.create)).toBe(false);
    expect(can(contract.pantries.update)).toBe(false);
    expect(can(contract.pantries.remove)).toBe(false);
  });

  it('asks for the exact screen of each write: nuevo creates, modificar changes and deletes', async () => {
    const creates = await canOfSignedIn(withScreens(['despensas/listado', 'despensas/nuevo']));
    expect(creates(contract.pantries.create)).toBe(true);
    expect(creates(contract.pantries.remove)).toBe(false);
    cleanup();
    const changes = await canOfSignedIn(withScreens(['despensas/listado', 'despensas/modificar']));
    expect(changes(contract.pantries.create)).toBe(false);
    expect(changes(contract.pantries.update)).toBe(true);
    expect(changes(contract.pantries.remove)).toBe(true);
    expect(changes(contract.residents.status)).toBe(false);
  });

  it('refuses the calls of a module the profile does not have', async () => {
    const can = await canOfSignedIn(deskUser);
    expect(can(contract.pantries.findAll)).toBe(false);
    expect(can(contract.employees.status)).toBe(false);
  });

  it('lets the administrator do what the profile holds, but not what only the master does', async () => {
    const can = await canOfSignedIn(adminUser);
    expect(can(contract.pantries.remove)).toBe(true);
    expect(can(contract.residents.status)).toBe(true);
    expect(can(contract.companies.create)).toBe(false);
  });

  it('lets the master pass every check', async () => {
    const can = await canOfSignedIn(masterUser);
    expect(can(contract.companies.create)).toBe(true);
    expect(can(contract.pantries.remove)).toBe(true);
    expect(can(contract.employees.status)).toBe(true);
  });
});
