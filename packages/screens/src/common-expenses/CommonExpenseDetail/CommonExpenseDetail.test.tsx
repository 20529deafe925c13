import type { CommonExpense, CommonExpenseDetail as Statement } from '@horizontal/domain';
import { ThemeRoot } from '@horizontal/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommonExpenseDetail } from './CommonExpenseDetail';

afterEach(cleanup);

// jsdom lays nothing out: the table's box is given a laptop's size, so that the virtual body draws the rows in view
// (and each keystroke's time includes drawing them), as in a browser.
const sizes = ['clientWidth', 'clientHeight'] as const;
const measured = sizes.map((size) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, size));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1280 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  sizes.forEach((size, index) => {
    const descriptor = measured[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, size, descriptor);
  });
});

const COUNT = 2_000;
const towers = ['Torre A', 'Torre B', 'Torre C', 'Torre D'];

/** 2.000 statements: 500 units in each of four towers, every tenth billed to a tenant. */
const statements: Statement[] = Array.from({ length: COUNT }, (_, index) => ({
  id: index + 1,
  commonExpenseId: 1,
  apartmentId: index + 1,
  apartment: String(101 + (index % 500)),
  tower: towers[Math.floor(index / 500)]!,
  owner: `Residente Número ${index}`,
  payer: index % 10 === 0 ? 'inquilino' : 'propietario',
  billedTo: `Residente Número ${index}`,
  prevBalance: 150_000 + index,
  payments: 100_000,
  balance: 50_000 + index,
  surcharge: 0,
  commonExpenses: 300_000,
  extraFee: 0,
  reserveFound: 30_000,
  commonAreas: 0,
  totalPeriod: 330_000,
  totalDebt: 380_000 + index,
  documentKey: null,
  sentAt: null,
}));

const period: CommonExpense = {
  id: 1,
  buildingId: 1,
  period: '2026-11',
  dueDate: '2026-12-10',
  status: 'borrador',
  reserveFundBasisPoints: 1_000,
  extraFeeAmount: 0,
  extraFeeSplit: 'coeficiente',
  income: 0,
  expense: 0,
  units: COUNT,
  commonExpenses: 0,
  extraFee: 0,
  totalPeriod: 0,
  payments: 0,
  totalDebt: 0,
};

describe('CommonExpenseDetail with 2.000 statements', () => {
  // How fast each keystroke paints is measured in a real browser by bench/statements.bench.ts: a time limit here
  // would fail on a busy machine without the screen being any slower.
  it('filters 2.000 statements by name keystroke by keystroke, drawing only what matches with its totals', () => {
    render(
      <CommonExpenseDetail
        period={{ status: 'ready', commonExpense: period }}
        statements={{ status: 'ready', commonExpensesDetail: statements }}
        movements={{ status: 'ready', movements: [] }}
        onRetry={vi.fn()}
        onBack={vi.fn()}
        onConfirmPayment={vi.fn()}
      />,
      { wrapper: ThemeRoot },
    );
    const search = screen.getByRole('searchbox', { name: 'Buscar en estados de cuenta' });
    const query = 'Residente Número 123';
    expect(query).toHaveLength(20);
    for (let typed = 1; typed <= query.length; typed += 1) {
      act(() => {
        fireEvent.change(search, { target: { value: query.slice(0, typed) } });
      });
    }
    // The header, the 11 rows and the totals.
    expect(screen.getAllByRole('row')).toHaveLength(13);
    const totals = screen.getByRole('row', { name: /^Totales/ });
    // 123 and 1230 to 1239.
    expect(within(totals).getByText('11 estados de cuenta')).toBeInTheDocument();
  });

  it('finds a unit by its tower and number', () => {
    render(
      <CommonExpenseDetail
        period={{ status: 'ready', commonExpense: period }}
        statements={{ status: 'ready', commonExpensesDetail: statements }}
        movements={{ status: 'ready', movements: [] }}
        onRetry={vi.fn()}
        onBack={vi.fn()}
      />,
      { wrapper: ThemeRoot },
    );
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar en estados de cuenta' }), {
        target: { value: 'Torre C · 350' },
      });
    });
    const totals = screen.getByRole('row', { name: /^Totales/ });
    expect(within(totals).getByText('1 estado de cuenta')).toBeInTheDocument();
  });
});
