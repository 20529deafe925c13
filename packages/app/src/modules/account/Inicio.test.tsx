import { addDays, type License, montevideoToday, type SessionUser, type YearAccount } from '@horizontal/domain';
import { adminUser, deskUser } from '@horizontal/mocks/fixtures';
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
    apartments: { summary: vi.fn(), findAll: vi.fn() },
    residents: { findAll: vi.fn() },
    commonExpenseDocuments: { yearAccount: vi.fn() },
    shipments: { summary: vi.fn() },
    assemblies: { summary: vi.fn() },
    licenses: { findAll: vi.fn() },
  },
}));

const building = adminUser.buildings[0]!;
/** The demo administrator with one complejo, chosen at sign-in. */
const administrator: SessionUser = { ...adminUser, buildings: [building] };
const twelve = (cents: number) => Array.from({ length: 12 }, () => cents);
/** A year whose account holds $ 1.234.567,89 after spending $ 10.000 more than it took in. */
const yearAccount: YearAccount = {
  year: Number(montevideoToday().slice(0, 4)),
  openingBalance: 124_456_789,
  income: { lines: [], months: twelve(0), total: 0 },
  expense: { lines: [], months: twelve(0), total: 1_000_000 },
  result: { months: twelve(0), total: -1_000_000 },
  closingBalance: 123_456_789,
  reserveFund: { billed: twelve(0), spent: twelve(0), billedTotal: 0, spentTotal: 0 },
  debtAtEnd: { asOf: montevideoToday(), capital: 0, surcharge: 0, total: 0, unitsInDebt: 0 },
};
const summary = { units: 96, unitsWithoutResident: 12, residentsWithoutPhone: 7, residentsWithoutEmail: 0 };
const frontDeskSummary = { waitingParcels: 3, expectedVisits: 1 };

beforeAll(async () => {
  await preloadScreens();
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  withToken();
  vi.mocked(api.apartments.summary).mockResolvedValue({ ok: true, message: 'OK', summary });
  vi.mocked(api.residents.findAll).mockResolvedValue({ ok: true, message: 'OK', residents: [] });
  vi.mocked(api.shipments.summary).mockResolvedValue({ ok: true, message: 'OK', summary: frontDeskSummary });
  vi.mocked(api.licenses.findAll).mockResolvedValue({
    ok: true,
    message: 'OK',
    licenses: [],
    pending: [],
    balances: [],
  });
  vi.mocked(api.commonExpenseDocuments.yearAccount).mockResolvedValue({
    ok: true,
    message: 'OK',
    yearAccount,
    years: [yearAccount.year],
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('Inicio', () => {
  it('shows the chosen complejo’s figures, each a link to its list, instead of repeating the menu', async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    const { router } = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Complejo' });
    expect(screen.getByText(`Hola ${administrator.name}, así está ${building.name} hoy.`)).toBeInTheDocument();
    expect(api.apartments.summary).toHaveBeenCalledWith(building.id);
    const figures = await within(tile).findAllByRole('link');
    expect(figures.map((link) => link.textContent)).toEqual([
      '96 unidades',
      '12 unidades sin residentes',
      '7 residentes sin teléfono',
      '0 residentes sin correo',
    ]);
    await userEvent.setup({ delay: null }).click(within(tile).getByRole('link', { name: /residentes sin teléfono/ }));
    expect(router.state.location.pathname).toBe('/residentes/listado');
    expect(router.state.location.search).toBe('?sin=telefono');
  });

  it("shows Contabilidad's balance and the year's result, both leading to the account", async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    const { router } = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Contabilidad' });
    expect(api.commonExpenseDocuments.yearAccount).toHaveBeenCalledWith(building.id, yearAccount.year);
    const figures = await within(tile).findAllByRole('link');
    expect(figures.map((link) => link.textContent)).toEqual([
      '$ 1.234.567,89 de saldo en la cuenta',
      `-$ 10.000,00 de resultado en ${yearAccount.year}`,
    ]);
    await userEvent.setup({ delay: null }).click(figures[1]!);
    expect(router.state.location.pathname).toBe('/contabilidad');
  });

  it("shows Portería's parcels waiting at the desk and today's expected visits, each leading to its list", async () => {
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(deskUser));
    const { router } = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Portería' });
    expect(api.shipments.summary).toHaveBeenCalledWith(deskUser.buildings[0]!.id);
    const figures = await within(tile).findAllByRole('link');
    expect(figures.map((link) => link.textContent)).toEqual(['3 encomiendas esperando', '1 visita esperada hoy']);
    await userEvent.setup({ delay: null }).click(figures[0]!);
    expect(router.state.location.pathname).toBe('/encomiendas/listado');
    expect(router.state.location.search).toBe('?filtro.status=recibida');
  });

  it("shows Asambleas' next assembly by its day and title, leading to its page, and the open votings", async () => {
    vi.mocked(api.assemblies.summary).mockResolvedValue({
      ok: true,
      message: 'OK',
      summary: {
        assemblies: { next: { id: 41, title: 'Asamblea ordinaria anual', date: '2026-12-15', time: '19:30' } },
        openVotings: 2,
      },
    });
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    const { router } = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Asambleas' });
    expect(api.assemblies.summary).toHaveBeenCalledWith(building.id);
    const figures = await within(tile).findAllByRole('link');
    expect(figures.map((link) => link.textContent)).toEqual([
      '15/12/2026 19:30 próxima asamblea: «Asamblea ordinaria anual»',
      '2 votaciones abiertas',
    ]);
    const person = userEvent.setup({ delay: null });
    await person.click(figures[0]!);
    expect(router.state.location.pathname).toBe('/asambleas/resoluciones/asociar');
    expect(router.state.location.search).toBe('?id=41');
  });

  it("shows Personal's leave requests to approve and who is on leave today, both leading to Licencias", async () => {
    const today = montevideoToday();
    const license = (id: number, status: License['status'], startDate: string, endDate: string): License => ({
      id,
      buildingId: building.id,
      personnelId: id,
      personnel: `Persona ${id}`,
      licenseTypeId: 1,
      licenseType: 'Licencia anual',
      startDate,
      endDate,
      days: 1,
      notes: '',
      status,
    });
    const pending = [license(1, 'pendiente', addDays(today, 10), addDays(today, 12))];
    vi.mocked(api.licenses.findAll).mockResolvedValue({
      ok: true,
      message: 'OK',
      licenses: [
        ...pending,
        license(2, 'aprobada', addDays(today, -1), addDays(today, 1)),
        license(3, 'aprobada', addDays(today, -9), addDays(today, -2)),
        license(4, 'rechazada', today, today),
      ],
      pending,
      balances: [],
    });
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Personal' });
    expect(api.licenses.findAll).toHaveBeenCalledWith(building.id);
    const figures = await within(tile).findAllByRole('link');
    expect(figures.map((link) => link.textContent)).toEqual(['1 licencia por aprobar', '1 persona de licencia hoy']);
    // Followed, Licencias would mark its notifications seen: the link is enough here.
    expect(figures.map((link) => link.getAttribute('href'))).toEqual(['/licencias/listado', '/licencias/listado']);
  });

  it('says when no assembly is called, and leaves out the votings of a profile that may not read them', async () => {
    vi.mocked(api.assemblies.summary).mockResolvedValue({
      ok: true,
      message: 'OK',
      summary: { assemblies: { next: null }, openVotings: null },
    });
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    const { router } = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Asambleas' });
    const figures = await within(tile).findAllByRole('link');
    expect(figures.map((link) => link.textContent)).toEqual(['0 asambleas convocadas']);
    await userEvent.setup({ delay: null }).click(figures[0]!);
    expect(router.state.location.pathname).toBe('/asambleas/listado');
  });

  it('leaves out the figures the server did not tell, and the tile of a module the profile lacks', async () => {
    vi.mocked(api.apartments.summary).mockResolvedValue({
      ok: true,
      message: 'OK',
      summary: { units: 96, unitsWithoutResident: null, residentsWithoutPhone: null, residentsWithoutEmail: null },
    });
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(administrator));
    renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Complejo' });
    expect((await within(tile).findAllByRole('link')).map((link) => link.textContent)).toEqual(['96 unidades']);

    cleanup();
    vi.mocked(api.apartments.summary).mockClear();
    vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(deskUser));
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Complejo' })).toBeNull();
    expect(api.apartments.summary).not.toHaveBeenCalled();
  });
});
