import { formatCurrency, overdueOf, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { demoCertificate, demoDebt } from '../stories/debt-demo';
import { DebtCertificate, enforceableNote } from './DebtCertificate';

/** Torre A · 401, Romina Ferreira: the account that owes the most on the demo's day. */
const largest = [...demoDebt.rows].sort((a, b) => b.total - a.total)[0]!;
const certificate = demoCertificate(largest.detailId);
/** An account up to date. */
const upToDate = demoCertificate(demoDebt.rows.find((row) => overdueOf(row) === 0 && row.total <= 0)!.detailId);

const meta = {
  title: 'Pantallas/Gastos comunes/DebtCertificate',
  component: DebtCertificate,
  args: { state: { status: 'ready', certificate }, onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof DebtCertificate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Certificado de deuda' })).toBeVisible();
    for (const text of [
      'Administradora del Prado S.A.',
      'Complejo Parque Batlle',
      'Romina Ferreira (Propietario)',
      'Al 20/11/2026',
      'Ley 19.604: reajuste por IPC y 12 % de interés anual, sin capitalizar.',
      'El reajuste usa el IPC de Julio 2026, el último publicado: el de Octubre 2026 todavía no se publicó.',
      enforceableNote,
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    const table = canvas.getByRole('table', { name: 'Deuda mes por mes' });
    const rows = within(table).getAllByRole('row');
    // The header, a row per month owed, the totals and the total owed.
    await expect(rows).toHaveLength(certificate.charges.length + 3);
    const first = certificate.charges[0]!;
    await expect(rows[1]).toHaveTextContent('Diciembre 2025');
    await expect(rows[1]).toHaveTextContent('10/01/2026');
    await expect(rows[1]).toHaveTextContent(formatCurrency(first.readjustment));
    await expect(rows[1]).toHaveTextContent(formatCurrency(first.capitalLeft + first.surchargeLeft));
    await expect(rows.at(-1)).toHaveTextContent(`Total adeudado${formatCurrency(certificate.total)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a Deuda' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** «Imprimir» opens the browser's print dialog; the print styles leave the app's chrome and buttons off the paper. */
export const Imprimir: Story = {
  play: async ({ canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Imprimir' }));
    await expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  },
};

/** Paid ahead: what it owes is less what it paid on account, in its favour with a minus sign. */
export const ConSaldoAFavor: Story = {
  args: {
    state: { status: 'ready', certificate: { ...certificate, credit: 500_000, total: certificate.total - 500_000 } },
  },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table')).getAllByRole('row');
    await expect(rows.at(-2)).toHaveTextContent('Saldo a favor (pagos a cuenta)-$ 5.000,00');
    await expect(rows.at(-1)).toHaveTextContent(formatCurrency(certificate.total - 500_000));
  },
};

/** Under the bylaws' rule, its own rate. */
export const SegúnReglamento: Story = {
  args: {
    state: {
      status: 'ready',
      certificate: { ...certificate, lateFeeRule: 'reglamento', annualRateBasisPoints: 1_800, readjustByIndex: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Reglamento de copropiedad: 18,00 % de interés anual, sin reajuste por IPC, sin capitalizar.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/El reajuste usa el IPC/)).toBeNull();
  },
};

/** An account up to date: the certificate says it owes nothing. */
export const SinDeuda: Story = {
  args: { state: { status: 'ready', certificate: upToDate } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sin deuda' })).toBeVisible();
    await expect(canvas.getByText(/no adeuda gastos comunes al 20\/11\/2026/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el certificado…');
    await expect(canvas.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
