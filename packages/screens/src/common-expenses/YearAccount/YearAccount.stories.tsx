import { formatCurrency, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, ok } from '../../shared/stories/answers';
import { body } from '../../shared/stories/lists';
import { YearAccount, yearAccountEmpty } from './YearAccount';
import {
  emptyAccount,
  negativeAccount,
  sampleAccount,
  sampleComplejo,
  sampleYear,
  sampleYears,
} from './year-account-sample';

const meta = {
  title: 'Pantallas/Gastos comunes/YearAccount',
  component: YearAccount,
  args: {
    account: { status: 'ready', account: sampleAccount },
    complejo: sampleComplejo,
    year: sampleYear,
    years: sampleYears,
    onYearChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof YearAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure a tile shows, read from its label. */
const tile = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

/** Parque Batlle's 2025: Limpieza, Sueldos y cargas sociales, UTE, OSE, Ascensores, Seguro, Fondo de reserva… */
export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tile(canvasElement, 'Saldo inicial')).toHaveTextContent(formatCurrency(sampleAccount.openingBalance));
    await expect(tile(canvasElement, 'Saldo final')).toHaveTextContent(formatCurrency(sampleAccount.closingBalance));
    const table = canvas.getByRole('table', { name: `Ingresos y egresos de ${sampleYear}` });
    await expect(within(table).getByRole('columnheader', { name: 'Setiembre' })).toHaveTextContent('Set');
    const limpieza = within(table).getByRole('row', { name: /^Limpieza/ });
    await expect(limpieza).toHaveTextContent(
      formatCurrency(sampleAccount.expense.lines.find((line) => line.category === 'Limpieza')!.total),
    );
    const result = within(table).getByRole('row', { name: /^Resultado/ });
    await expect(result).toHaveTextContent(formatCurrency(sampleAccount.result.total));
    await expect(canvas.getByRole('table', { name: `Fondo de reserva de ${sampleYear}` })).toHaveTextContent(
      formatCurrency(sampleAccount.reserveFund.spentTotal),
    );
    await expect(canvas.getByRole('heading', { name: 'Deuda al 31/12/2025' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Descargar PDF' })).toBeNull();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Año' }));
    await userEvent.click(await body().findByRole('option', { name: '2024' }));
    await expect(args.onYearChange).toHaveBeenCalledWith(2024);
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

/** A façade repaired: the year spends more than it collects and the account closes in red. */
export const UnAñoConSaldoNegativo: Story = {
  args: { account: { status: 'ready', account: negativeAccount } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(negativeAccount.closingBalance).toBeLessThan(0);
    await expect(tile(canvasElement, 'Resultado')).toHaveTextContent(formatCurrency(negativeAccount.result.total));
    await expect(tile(canvasElement, 'Saldo final')).toHaveTextContent(formatCurrency(negativeAccount.closingBalance));
    const table = canvas.getByRole('table', { name: `Ingresos y egresos de ${sampleYear}` });
    await expect(within(table).getByRole('row', { name: /^Reparación de fachada/ })).toBeVisible();
  },
};

/** 2026 before its first movement: the balance it carried, and a plain sentence instead of empty tables. */
export const SinMovimientos: Story = {
  args: { account: { status: 'ready', account: emptyAccount }, year: 2026 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: yearAccountEmpty(2026).title })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(tile(canvasElement, 'Saldo inicial')).toHaveTextContent(formatCurrency(emptyAccount.openingBalance));
    await expect(tile(canvasElement, 'Saldo final')).toHaveTextContent(formatCurrency(emptyAccount.closingBalance));
    // 2026 has no period yet, and is offered all the same.
    await expect(canvas.getByRole('combobox', { name: 'Año' })).toHaveTextContent('2026');
  },
};

export const ConPdf: Story = {
  args: { onDownloadPdf: fn(answer(ok())) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const download = canvas.getByRole('button', { name: 'Descargar PDF' });
    await userEvent.click(download);
    await expect(args.onDownloadPdf).toHaveBeenCalledOnce();
    await waitFor(() => expect(download).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.queryByText('No se pudo descargar el PDF')).toBeNull();
  },
};

export const Cargando: Story = {
  args: { account: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando la contabilidad…');
    await expect(canvas.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { account: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
