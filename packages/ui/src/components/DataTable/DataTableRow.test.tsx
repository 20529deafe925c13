import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../ThemeRoot';
import { revealCutText } from './cutText';
import { DataTable } from './DataTable';
import { makeStatements, type Statement, statementColumns } from './sample-data';

afterEach(cleanup);

const rows = makeStatements(3);

const renderTable = (onNavigate = vi.fn()) => {
  render(
    <DataTable<Statement>
      caption="Estados de cuenta"
      rows={rows}
      columns={statementColumns.map((column) => ({ ...column, primary: column.id === 'owner' }))}
      getRowId={(row) => row.id}
      rowLink={(row) =>
        row.id === '3' ? undefined : { href: `/estados/${row.id}`, onNavigate: () => onNavigate(row.id) }
      }
      rowActions={() => [{ label: 'Modificar', onSelect: () => undefined }]}
    />,
    { wrapper: ThemeRoot },
  );
  return onNavigate;
};

/** jsdom lays nothing out: the widths a browser would measure. */
const measured = (element: HTMLElement, scrollWidth: number, clientWidth: number) => {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
};

describe('DataTable row link', () => {
  it('makes the primary cell a real link whose plain click goes to the app', () => {
    const onNavigate = renderTable();
    const link = screen.getByRole('link', { name: 'Martín Rodríguez' });
    expect(link).toHaveAttribute('href', '/estados/1');
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('1');
  });

  it('leaves a click with Ctrl, Shift or the middle button to the browser (a new tab, a new window)', () => {
    const onNavigate = renderTable();
    const link = screen.getByRole('link', { name: 'Lucía Rodríguez' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('keeps a row without a link as text, and the row menu beside every link', () => {
    renderTable();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const third = screen.getAllByRole('row')[3]!;
    expect(within(third).queryByRole('link')).toBeNull();
    expect(third).toHaveTextContent('José Rodríguez');
    expect(screen.getAllByRole('button', { name: /^Acciones para/ })).toHaveLength(3);
  });
});

describe('revealCutText', () => {
  it('titles a cut cell with its whole text, and only while it is cut', () => {
    renderTable();
    const tower = screen.getAllByRole('cell').find((cell) => cell.textContent === 'Torre A')!;
    measured(tower, 120, 80);
    fireEvent.pointerOver(tower);
    expect(tower).toHaveAttribute('title', 'Torre A');
    measured(tower, 80, 80);
    revealCutText(tower);
    expect(tower).not.toHaveAttribute('title');
  });

  it('titles a cut link when the pointer or the focus reaches it', () => {
    renderTable();
    const link = screen.getByRole('link', { name: 'Martín Rodríguez' });
    measured(link, 200, 90);
    fireEvent.focus(link);
    expect(link).toHaveAttribute('title', 'Martín Rodríguez');
  });

  it('never titles figures, which are never cut', () => {
    renderTable();
    const amount = screen.getAllByRole('cell').find((cell) => cell.textContent === '$ 3.500,00')!;
    expect(amount).not.toHaveAttribute('data-clip');
    measured(amount, 120, 80);
    fireEvent.pointerOver(amount);
    expect(amount).not.toHaveAttribute('title');
  });
});
