import { coefficientsSum, commonExpenseMessages } from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { adminUser } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { WiredApp } from '../../stories';

/*
 * Cierres, Totales Mensuales and Deuda wired as a tab runs them: routes, session, complejo, the api client and the
 * mocks' handlers (through MSW). The mock store starts over before each story; Parque Batlle has eleven closed
 * months and Noviembre 2026 open.
 */

const BUILDING_ID = 1;
const OPEN_PERIOD = '2026-11';
const token = `mock-token-${adminUser.id}-1`;

const meta = {
  title: 'Flujos/Gastos comunes/Cierres',
  component: WiredApp,
  args: { path: '/cierres/listado', token, buildingId: BUILDING_ID },
  beforeEach: async () => {
    resetDb();
    await preloadScreens();
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

const closuresTable = () => page().findByRole('table', { name: 'Cierres' });

const closeOpenMonth = async () => {
  await userEvent.click(await page().findByRole('button', { name: 'Nuevo cierre' }));
  await page().findByRole('heading', { level: 1, name: 'Nuevo cierre' });
  await userEvent.click(await page().findByRole('button', { name: 'Cerrar Noviembre 2026' }));
  const dialog = await page().findByRole('alertdialog', { name: '¿Cerrar Noviembre 2026?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar Noviembre 2026' }));
};

/** The closed months arrive from the mocks, newest first. */
export const Listado: Story = {
  play: async () => {
    const table = await closuresTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Octubre 2026');
  },
};

/** Closing the open month: back on the list with the server's answer, the month at the top. */
export const CerrarElMesAbierto: Story = {
  play: async () => {
    await closeOpenMonth();
    const toast = await page().findByText(commonExpenseMessages.closed(OPEN_PERIOD));
    await waitFor(() => expect(toast).toBeVisible());
    const table = await closuresTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Noviembre 2026');
    // Nothing is left open to close.
    await userEvent.click(page().getByRole('button', { name: 'Nuevo cierre' }));
    await expect(await page().findByRole('heading', { name: 'No hay un mes abierto' })).toBeVisible();
  },
};

/** The coefficients of Parque Batlle no longer add up to 100 %: the server refuses, in Spanish, and says by how much. */
export const CoeficientesNoSuman100: Story = {
  beforeEach: () => {
    const unit = db.apartments.find((apartment) => apartment.buildingId === BUILDING_ID)!;
    unit.coefficient = Math.round((unit.coefficient - 0.5) * 10_000) / 10_000;
  },
  play: async () => {
    const sum = coefficientsSum(db.apartments.filter((apartment) => apartment.buildingId === BUILDING_ID));
    await closeOpenMonth();
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cerrar Noviembre 2026');
    await expect(alert).toHaveTextContent(commonExpenseMessages.coefficientsOff(sum));
    await expect(page().getByRole('heading', { level: 1, name: 'Nuevo cierre' })).toBeVisible();
  },
};

/** Totales Mensuales draws the same closed months. */
export const TotalesMensuales: Story = {
  args: { path: '/gastoscomunes/totales' },
  play: async () => {
    const table = await page().findByRole('table', { name: 'Ingresos y egresos por mes' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(page().getByRole('img')).toHaveAccessibleName(/De Diciembre 2025 a Octubre 2026/);
  },
};

/** Deuda lists the accounts in debt; an account's link opens its certificate, and back. */
export const DeudaYCertificado: Story = {
  args: { path: '/gastoscomunes/deuda' },
  play: async () => {
    const table = await page().findByRole('table', { name: 'Deuda' });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(
      await page().findByText(
        'El IPC de Octubre 2026 todavía no se publicó: se usa el de Julio 2026 hasta que lo cargue.',
      ),
    ).toBeVisible();
    const first = within(table).getAllByRole('row')[1]!;
    await userEvent.click(within(first).getByRole('link', { name: 'Torre A · 401' }));
    await expect(await page().findByRole('heading', { level: 1, name: 'Certificado de deuda' })).toBeVisible();
    await expect(await page().findByText('Romina Ferreira (Propietario)')).toBeVisible();
    await expect(page().getByText('Cuenta aprobada por la asamblea: título ejecutivo (Ley 19.604).')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Volver a Deuda' }));
    await expect(await page().findByRole('table', { name: 'Deuda' })).toBeVisible();
  },
};

/** Loading October's IPC: the warning goes, as the debt is readjusted with the month published. */
export const CargarElIPC: Story = {
  args: { path: '/gastoscomunes/deuda' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Índice de precios' }));
    // The dialog is asked for again at each step: the page may draw it anew when the debt's answer arrives.
    const editor = () => page().getByRole('dialog', { name: 'Índice de precios' });
    await page().findByRole('dialog', { name: 'Índice de precios' });
    await waitFor(() => expect(getComputedStyle(editor()).opacity).toBe('1'));
    // The dialog shows a skeleton until the months arrive: the month field is waited for, not assumed.
    await userEvent.click(await waitFor(() => within(editor()).getByRole('button', { name: /^Mes/ })));
    const picker = await page().findByRole('dialog', { name: 'Mes' });
    const shown = () => Number(within(picker).getByText(/^\d{4}$/).textContent);
    while (shown() !== 2026) {
      await userEvent.click(
        within(picker).getByRole('button', { name: shown() > 2026 ? 'Año anterior' : 'Año siguiente' }),
      );
    }
    await userEvent.click(within(picker).getByRole('button', { name: 'Octubre 2026' }));
    await userEvent.type(within(editor()).getByLabelText('Valor'), '118,9123');
    await userEvent.type(within(editor()).getByLabelText('Fuente'), 'INE, IPC de octubre de 2026');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Guardar mes' }));
    await expect(await within(editor()).findByText(commonExpenseMessages.priceIndexSaved)).toBeVisible();
    await waitFor(() => expect(within(editor()).getAllByRole('row').at(-1)).toHaveTextContent('Octubre 2026'));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page().queryByText(/todavía no se publicó/)).toBeNull());
  },
};
