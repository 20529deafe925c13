import type { SessionUser } from '@horizontal/domain';
import { deskUser, shipmentFixtures } from '@horizontal/mocks/fixtures';
import { shipmentRowLabel } from '@horizontal/screens';
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
    shipments: { findAll: vi.fn(), types: vi.fn(), status: vi.fn(), remove: vi.fn() },
    visits: { apartments: vi.fn() },
  },
}));

const building = deskUser.buildings[0]!;

/** The demo's portería login with only these screens of Portería. */
const withScreens = (screens: string[]): SessionUser => ({
  ...deskUser,
  functionalities: deskUser.functionalities.filter((functionality) => screens.includes(functionality.screen)),
});

const shipments = shipmentFixtures.filter((shipment) => shipment.buildingId === building.id);
const waiting = shipments
  .filter((shipment) => shipment.status === 'recibida')
  .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))[0]!;
const labelOf = shipmentRowLabel;

beforeAll(async () => {
  await preloadScreens();
  // Radix's menus ask for pointer capture and scroll into view, which jsdom does not implement.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  sessionStorage.clear();
  withToken();
  vi.mocked(api.shipments.findAll).mockResolvedValue({ ok: true, message: 'OK', shipments });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** The encomiendas listado of `user`, loaded, and what the longest-waiting parcel's menu offers. */
const openListAs = async (user: SessionUser) => {
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(user));
  const person = userEvent.setup({ delay: null });
  const app = renderApp('/encomiendas/listado');
  await screen.findByRole('table', { name: 'Encomiendas' });
  await person.click(await screen.findByRole('button', { name: `Acciones para ${labelOf(waiting)}` }));
  const menu = await screen.findByRole('menu');
  const actions = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { ...app, person, actions };
};

describe('the front desk’s parcels', () => {
  it('offers the whole desk every action, and «Nueva encomienda»', async () => {
    const { actions } = await openListAs(deskUser);
    expect(actions).toEqual(['Ver', 'Entregar', 'Devolver', 'Quitar de la lista']);
    expect(screen.getByRole('button', { name: 'Nueva encomienda' })).toBeInTheDocument();
  });

  it('does not offer «Nueva encomienda» to a profile without encomiendas/nuevo', async () => {
    const { actions } = await openListAs(withScreens(['encomiendas/listado']));
    // Handing over, sending back and removing are the listado's own (SPEC §2 gives Portería no modificar).
    expect(actions).toEqual(['Ver', 'Entregar', 'Devolver', 'Quitar de la lista']);
    expect(screen.queryByRole('button', { name: 'Nueva encomienda' })).toBeNull();
  });

  it('opens a parcel’s ficha from «Ver», read-only: there is no update of a parcel', async () => {
    const { person, router } = await openListAs(deskUser);
    await person.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(router.state.location.pathname).toBe('/encomiendas/modificar');
    expect(await screen.findByText(`Encomienda de ${waiting.apartment}`)).toBeInTheDocument();
    expect(screen.getByText(waiting.recipientName)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modificar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar encomienda' })).toBeNull();
  });
});
