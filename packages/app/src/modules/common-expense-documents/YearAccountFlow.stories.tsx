import { formatCurrency, montevideoToday } from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { adminUser } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { WiredApp } from '../../stories';

/*
 * Contabilidad wired as a tab runs it: route, session, complejo, the api client and the mocks' handlers (through
 * MSW). The mock store starts over before each story; Parque Batlle has periods from Diciembre 2025 to Noviembre
 * 2026, so 2025 and 2026 are the years to choose.
 */

const BUILDING_ID = 1;
const token = `mock-token-${adminUser.id}-1`;

const meta = {
  title: 'Flujos/Documentos de gastos comunes/Contabilidad',
  component: WiredApp,
  args: { path: '/contabilidad', token, buildingId: BUILDING_ID, onLocationChange: fn() },
  beforeEach: async () => {
    resetDb();
    await preloadScreens();
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The figure a tile shows, read from its label. */
const tile = (label: string) => page().getByText(label, { selector: 'dt' }).nextElementSibling;

/** What the complejo's units paid in a year, from the mock store: the account's «Cobranza de gastos comunes». */
const collectedIn = (year: number) =>
  db.payments
    .filter((payment) => payment.buildingId === BUILDING_ID && payment.paidOn.startsWith(`${year}-`))
    .reduce((sum, payment) => sum + payment.amount, 0);

const chooseYear = async (year: number) => {
  await userEvent.click(page().getByRole('combobox', { name: 'Año' }));
  await userEvent.click(await page().findByRole('option', { name: String(year) }));
  await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
};

/** The year's table, once its answer has arrived. */
const accountTable = (year: number) => page().findByRole('table', { name: `Ingresos y egresos de ${year}` });

/**
 * From the module menu's first entry: the current year, then 2025 and 2026 chosen with the picker, each with the
 * collections the mocks recorded, the year in the address, and 2025's closing balance opening 2026.
 */
export const ElegirElAño: Story = {
  play: async ({ args }) => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Contabilidad' })).toBeVisible();
    const thisYear = montevideoToday().slice(0, 4);
    await expect(page().getByRole('combobox', { name: 'Año' })).toHaveTextContent(thisYear);
    await expect(await page().findByRole('region', { name: `Cifras de ${thisYear}` })).toBeVisible();

    await chooseYear(2025);
    await waitFor(() => expect(args.onLocationChange).toHaveBeenLastCalledWith('/contabilidad?anio=2025'));
    const table2025 = await accountTable(2025);
    await expect(collectedIn(2025)).toBeGreaterThan(0);
    await expect(within(table2025).getByRole('row', { name: /^Cobranza de gastos comunes/ })).toHaveTextContent(
      formatCurrency(collectedIn(2025)),
    );
    await expect(page().getByRole('heading', { name: 'Deuda al 31/12/2025' })).toBeVisible();
    const closing2025 = tile('Saldo final')!.textContent;

    await chooseYear(2026);
    await waitFor(() => expect(args.onLocationChange).toHaveBeenLastCalledWith('/contabilidad?anio=2026'));
    const table2026 = await accountTable(2026);
    await expect(within(table2026).getByRole('row', { name: /^Cobranza de gastos comunes/ })).toHaveTextContent(
      formatCurrency(collectedIn(2026)),
    );
    // 2026 is the mocks' current year: its debt is the one of their day, not of a 31 December still to come.
    await expect(page().getByRole('heading', { name: /^Deuda al \d\d\/11\/2026$/ })).toBeVisible();
    await expect(tile('Saldo inicial')).toHaveTextContent(closing2025!);
  },
};
