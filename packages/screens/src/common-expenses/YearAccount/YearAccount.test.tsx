import { formatCurrency } from '@horizontal/domain';
import { ThemeRoot } from '@horizontal/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { YearAccount, type YearAccountProps, yearAccountEmpty } from './YearAccount';
import { emptyAccount, negativeAccount, sampleAccount, sampleComplejo, sampleYear } from './year-account-sample';

// Radix's Select asks for pointer capture and scrolls its options into view, which jsdom does not implement.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

const props = (fields: Partial<YearAccountProps> = {}): YearAccountProps => ({
  account: { status: 'ready', account: sampleAccount },
  complejo: sampleComplejo,
  year: sampleYear,
  years: [2025, 2024],
  onYearChange: vi.fn(),
  onRetry: vi.fn(),
  ...fields,
});

const draw = (fields: Partial<YearAccountProps> = {}) => {
  const given = props(fields);
  render(
    <ThemeRoot>
      <YearAccount {...given} />
    </ThemeRoot>,
  );
  return given;
};

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Contabilidad', () => {
  it('shows the year’s balances and the totals of each group, month by month', () => {
    draw();
    expect(tile('Saldo inicial')).toHaveTextContent(formatCurrency(sampleAccount.openingBalance));
    expect(tile('Ingresos')).toHaveTextContent(formatCurrency(sampleAccount.income.total));
    expect(tile('Egresos')).toHaveTextContent(formatCurrency(sampleAccount.expense.total));
    expect(tile('Resultado')).toHaveTextContent(formatCurrency(sampleAccount.result.total));
    expect(tile('Saldo final')).toHaveTextContent(formatCurrency(sampleAccount.closingBalance));

    const table = screen.getByRole('table', { name: 'Ingresos y egresos de 2025' });
    // Short month headings that are heard by their full names; twelve months and the year's total.
    const headings = within(table).getAllByRole('columnheader');
    expect(headings).toHaveLength(14);
    expect(headings[1]).toHaveAccessibleName('Enero');
    expect(within(table).getByRole('columnheader', { name: 'Setiembre' })).toHaveTextContent('Set');

    const cells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell');
    const income = cells(/^Total de ingresos/);
    expect(income).toHaveLength(13);
    expect(income[0]).toHaveTextContent(formatCurrency(sampleAccount.income.months[0]!));
    expect(income[12]).toHaveTextContent(formatCurrency(sampleAccount.income.total));
    expect(cells(/^Total de egresos/)[12]).toHaveTextContent(formatCurrency(sampleAccount.expense.total));
    const result = cells(/^Resultado/);
    expect(result[8]).toHaveTextContent(formatCurrency(sampleAccount.result.months[8]!));
    expect(result[12]).toHaveTextContent(formatCurrency(sampleAccount.result.total));

    // Income: the units' payments first, then the categories in Spanish order.
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rowHeaders.slice(0, 5)).toEqual([
      'Ingresos',
      'Cobranza de gastos comunes',
      'Alquiler del salón comunal',
      'Intereses bancarios',
      'Total de ingresos',
    ]);
    expect(rowHeaders.slice(5, 7)).toEqual(['Egresos', 'Ascensores']);
    expect(rowHeaders).toContain('Fondo de reserva');

    const reserve = screen.getByRole('table', { name: 'Fondo de reserva de 2025' });
    expect(within(within(reserve).getByRole('row', { name: /^Facturado/ })).getAllByRole('cell')[12]).toHaveTextContent(
      formatCurrency(sampleAccount.reserveFund.billedTotal),
    );
    expect(within(within(reserve).getByRole('row', { name: /^Gastado/ })).getAllByRole('cell')[12]).toHaveTextContent(
      formatCurrency(sampleAccount.reserveFund.spentTotal),
    );

    const debt = screen.getByRole('region', { name: 'Deuda al 31/12/2025' });
    expect(debt).toHaveTextContent(formatCurrency(sampleAccount.debtAtEnd.total));
    expect(debt).toHaveTextContent('Unidades en deuda6');
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it('reads a year that ends in red as a loss', () => {
    draw({ account: { status: 'ready', account: negativeAccount } });
    expect(negativeAccount.closingBalance).toBeLessThan(0);
    expect(tile('Saldo final')).toHaveTextContent(formatCurrency(negativeAccount.closingBalance));
    expect(screen.getByRole('row', { name: /^Reparación de fachada/ })).toBeInTheDocument();
  });

  it('says plainly that a year has no movements, and keeps its balance', () => {
    draw({ account: { status: 'ready', account: emptyAccount }, year: 2026 });
    expect(screen.getByRole('heading', { name: yearAccountEmpty(2026).title })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(tile('Saldo final')).toHaveTextContent(formatCurrency(12_500_000));
  });

  it('asks for another year when one is chosen, offering the year shown even without periods', async () => {
    const user = userEvent.setup();
    const given = draw({ year: 2026 });
    await user.click(screen.getByRole('combobox', { name: 'Año' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['2026', '2025', '2024']);
    await user.click(screen.getByRole('option', { name: '2024' }));
    expect(given.onYearChange).toHaveBeenCalledWith(2024);
  });

  it('offers «Reintentar» when the account did not load, and shows a skeleton while it loads', async () => {
    const user = userEvent.setup();
    const given = draw({ account: { status: 'error', message: 'No se pudo cargar: intente nuevamente.' } });
    expect(screen.getByText('No se pudo cargar: intente nuevamente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(given.onRetry).toHaveBeenCalledOnce();
    cleanup();
    draw({ account: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la contabilidad…');
  });

  it('downloads the PDF when given, and says why it could not', async () => {
    const user = userEvent.setup();
    const onDownloadPdf = vi.fn(async () => ({ ok: false as const, message: 'El PDF todavía no está listo.' }));
    draw({ onDownloadPdf });
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(onDownloadPdf).toHaveBeenCalledOnce();
    expect(await screen.findByText('El PDF todavía no está listo.')).toBeInTheDocument();
  });
});
