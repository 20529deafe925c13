import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { DataTable } from './DataTable';
import { makeStatements, type Statement, statementColumns } from './sample-data';
import { dataTableDefaults } from './useDataTable';

const rows = makeStatements(60);
const manyRows = makeStatements(10_000);
const thousandRows = makeStatements(1000);
const onEdit = fn();
const onDelete = fn();
const onOpen = fn();

/** A statement's detail, where the unit's cell leads. */
const statementLink = (row: Statement) => ({ href: `/estados-de-cuenta/${row.id}`, onNavigate: () => onOpen(row.id) });

/** As wide as a form: a laptop's list beside an open panel, or a tablet held upright. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: vars.size.formMax }}>
    <Story />
  </div>
);

/** Rows whose names and amounts do not fit a narrow table. */
const longRows: Statement[] = rows
  .slice(0, 6)
  .map((row, index) =>
    index === 0
      ? { ...row, owner: 'María Eugenia de los Ángeles Fernández Oribe de Etchegaray', amount: 1_234_567_890 }
      : index === 1
        ? { ...row, amount: -98_765_432 }
        : row,
  );

// The defaults live in useDataTable, where docgen cannot see them: the docs table reads them from there.
const documentedDefaults = Object.fromEntries(
  Object.entries(dataTableDefaults).map(([name, value]) => [
    name,
    { table: { defaultValue: { summary: JSON.stringify(value) } } },
  ]),
);

const meta = {
  title: 'Datos/DataTable',
  component: DataTable<Statement>,
  argTypes: documentedDefaults,
  args: {
    caption: 'Estados de cuenta',
    rows,
    columns: statementColumns,
    getRowId: (row: Statement) => row.id,
    getRowLabel: (row: Statement) => `${row.unit} de ${row.owner}`,
    filters: [{ columnId: 'state', label: 'Estado' }],
    rowActions: (row: Statement) => [
      { label: 'Modificar', onSelect: () => onEdit(row.id) },
      { label: 'Eliminar', onSelect: () => onDelete(row.id), tone: 'danger' as const },
    ],
    exportFileName: 'estados-de-cuenta',
    pageSize: 25,
    onSelectionChange: fn(),
    emptyState: {
      title: 'Todavía no hay estados de cuenta',
      description: 'Genere los del mes desde Nuevo cierre.',
      action: <Button>Nuevo cierre</Button>,
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<Statement>>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Estados de cuenta' });

export const ConDatos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 1–25 de 60')).toBeInTheDocument();
    await expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(26);
    // Amounts right-aligned and written as $ 1.234,56; dates as dd/mm/yyyy.
    const firstRow = within(table(canvasElement)).getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('$ 3.500,00');
    await expect(firstRow).toHaveTextContent('01/01/2026');
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en estados de cuenta' }), 'suarez');
    // "suarez" finds "Suárez" without the accent.
    await waitFor(() => expect(canvas.getByText('Mostrando 1–10 de 10')).toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('10 resultados');
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Suárez');
    }
  },
};

export const Ordenar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Importe/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const amounts = within(table(canvasElement))
      .getAllByRole('row')
      .slice(1, 4)
      .map((row) => row.children[3]?.textContent);
    await expect(amounts).toEqual(['$ 3.500,00', '$ 3.579,19', '$ 3.658,38']);
    // The header's sort button works from the keyboard too.
    await expect(within(header).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Filtrar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Vencido' }));
    await waitFor(() => expect(canvas.getByText('Mostrando 1–20 de 20')).toBeInTheDocument());
    // While the Select's list is open the rest of the page is hidden from screen readers.
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Vencido');
    }
  },
};

export const Paginar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Páginas de estados de cuenta' });
    await expect(within(pages).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Página siguiente' }));
    await expect(pages).toHaveTextContent('Página 2 de 3');
    await expect(canvas.getByText('Mostrando 26–50 de 60')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Última página' }));
    await expect(canvas.getByText('Mostrando 51–60 de 60')).toBeInTheDocument();
  },
};

export const Seleccionar: Story = {
  args: {
    selectable: true,
    bulkActions: (selected: Statement[]) => (
      <Button size="sm" variant="secondary">
        Enviar recordatorio ({selected.length})
      </Button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar A-101 de Martín Rodríguez' }));
    await expect(canvas.getByText('1 fila seleccionada')).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['1']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    await expect(canvas.getByText('60 filas seleccionadas')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enviar recordatorio (60)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar selección' }));
    await expect(canvas.queryByText(/seleccionada/)).toBeNull();
  },
};

export const AccionesDeFila: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Acciones para B-102 de Lucía Rodríguez' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Eliminar' }));
    await expect(onDelete).toHaveBeenCalledWith('2');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Exportar: Story = {
  play: async ({ canvasElement }) => {
    // xlsx hands the browser the file as a blob URL: seeing that blob proves a sheet was written, and
    // waiting for it (rather than for the button alone) cannot finish before the export has started.
    const createObjectURL = spyOn(URL, 'createObjectURL');
    try {
      const button = within(canvasElement).getByRole('button', { name: 'Exportar a Excel' });
      await userEvent.click(button);
      // The sheet library loads on the first export: a busy machine takes seconds, not the default second.
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1), { timeout: 15_000 });
      const sheet = createObjectURL.mock.calls[0]?.[0] as Blob;
      await expect(sheet.size).toBeGreaterThan(1000);
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 15_000 });
      await expect(button).toBeEnabled();
    } finally {
      createObjectURL.mockRestore();
    }
  },
};

/**
 * «Imprimir» prints every row of the search, filter and order, not the page in view: when the print dialog opens the
 * table holds them all, and after printing it is back on its page.
 */
export const Imprimir: Story = {
  args: { printable: true, pageSize: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rowsNow = () => within(table(canvasElement)).getAllByRole('row').slice(1);
    let printed: string[] = [];
    const print = spyOn(window, 'print').mockImplementation(() => {
      printed = rowsNow().map((row) => row.textContent ?? '');
    });
    try {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Vencido' }));
      await waitFor(() => expect(canvas.getByText('Mostrando 1–10 de 20')).toBeInTheDocument());
      await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
      const amount = canvas.getByRole('columnheader', { name: /Importe/ });
      await userEvent.click(within(amount).getByRole('button'));
      await userEvent.click(within(amount).getByRole('button'));
      await expect(amount).toHaveAttribute('aria-sort', 'descending');
      const firstPage = rowsNow().map((row) => row.textContent);

      await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
      await expect(print).toHaveBeenCalledOnce();
      // Both pages of the 20 overdue statements, in the chosen order: the page in view comes first.
      await expect(printed).toHaveLength(20);
      await expect(printed.every((text) => text.includes('Vencido'))).toBe(true);
      await expect(printed.slice(0, 10)).toEqual(firstPage);

      // After the dialog the page in view is back; the browser's own Ctrl+P prints them all as well.
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(rowsNow()).toHaveLength(10));
      window.dispatchEvent(new Event('beforeprint'));
      await expect(rowsNow()).toHaveLength(20);
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(rowsNow()).toHaveLength(10));
      await expect(canvas.getByText('Mostrando 1–10 de 20')).toBeInTheDocument();
    } finally {
      print.mockRestore();
    }
  },
};

/** A virtualized table prints every matching row, not the window of rows it draws on screen. */
export const ImprimirVirtualizada: Story = {
  args: { rows: thousandRows, virtualized: true, visibleRows: 12, printable: true, initialView: { query: 'suarez' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let printed = 0;
    const print = spyOn(window, 'print').mockImplementation(() => {
      printed = within(table(canvasElement)).getAllByRole('row').length - 1;
    });
    try {
      await expect(canvas.getByText('Mostrando 1–100 de 100')).toBeInTheDocument();
      await expect(within(table(canvasElement)).getAllByRole('row').length).toBeLessThan(40);
      await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
      await expect(printed).toBe(100);
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row').length).toBeLessThan(40));
    } finally {
      print.mockRestore();
    }
  },
};

export const SinResultados: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Zabala');
    await expect(await canvas.findByRole('heading', { name: 'No hay resultados para «Zabala»' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar búsqueda y filtros' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await waitFor(() => expect(canvas.getByText('Mostrando 1–25 de 60')).toBeInTheDocument());
  },
};

export const Vacía: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Todavía no hay estados de cuenta' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
  },
};

export const Cargando: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ConError: Story = {
  args: {
    status: 'error',
    rows: [],
    errorMessage: 'El servidor no respondió. Revise su conexión e intente nuevamente.',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('El servidor no respondió.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const DiezMilFilas: Story = {
  args: { rows: manyRows, virtualized: true, visibleRows: 12, selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getByText('Mostrando 1–10.000 de 10.000')).toBeInTheDocument();
    const rendered = within(table(canvasElement)).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(40);
    const scroller = canvas.getByRole('region', { name: 'Estados de cuenta' });
    scroller.scrollTop = 40 * 5000;
    await waitFor(() => expect(canvasElement.querySelector('tr[aria-rowindex="5002"]')).not.toBeNull());
    await expect(canvasElement.querySelector('tr[aria-rowindex="5002"]')).toHaveTextContent('A-603');
    await expect(within(table(canvasElement)).getAllByRole('row').length).toBeLessThan(40);
  },
};

/** The cell that names the row (the unit) leads to the record: a real link, opened by the app's router on a click. */
export const EnlaceAlRegistro: Story = {
  args: { rowLink: statementLink },
  play: async ({ canvasElement }) => {
    onOpen.mockClear();
    const rowsOf = within(table(canvasElement));
    const link = rowsOf.getByRole('link', { name: 'A-101' });
    await expect(link).toHaveAttribute('href', '/estados-de-cuenta/1');
    await userEvent.click(link);
    await expect(onOpen).toHaveBeenCalledWith('1');
    // From the keyboard: Tab reaches the link, Enter opens it, and the row's menu is the next stop after it.
    link.blur();
    rowsOf.getByRole('link', { name: 'B-102' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenLastCalledWith('2');
    await userEvent.tab();
    await expect(rowsOf.getByRole('button', { name: 'Acciones para B-102 de Lucía Rodríguez' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Modificar' }));
    await expect(onEdit).toHaveBeenCalledWith('2');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** In a narrow table a long name is cut: the pointer on it shows it whole, and so does the keyboard's focus. */
export const TextoCortado: Story = {
  decorators: [narrow],
  args: {
    rows: longRows,
    columns: statementColumns.map((column) => ({ ...column, primary: column.id === 'owner' })),
    rowLink: statementLink,
    filters: [],
  },
  play: async ({ canvasElement }) => {
    const rowsOf = within(table(canvasElement));
    const longName = 'María Eugenia de los Ángeles Fernández Oribe de Etchegaray';
    const cut = rowsOf.getByRole('link', { name: longName });
    await expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth);
    await userEvent.hover(cut);
    await expect(cut).toHaveAttribute('title', longName);
    // Text that fits has no tooltip repeating it.
    const fits = rowsOf.getByRole('link', { name: 'Lucía Rodríguez' });
    await userEvent.hover(fits);
    await expect(fits).not.toHaveAttribute('title');
    const unit = rowsOf.getAllByRole('cell').find((cell) => cell.textContent === 'A-101')!;
    await userEvent.hover(unit);
    await expect(unit).not.toHaveAttribute('title');
    // Focused from the keyboard, the cut name is drawn whole over the next cells.
    await userEvent.unhover(fits);
    cut.focus();
    await waitFor(() => expect(cut.scrollWidth).toBeLessThanOrEqual(cut.clientWidth));
  },
};

/** Amounts, numbers and dates are never cut: a narrow table keeps each column's share and scrolls sideways. */
export const CifrasCompletas: Story = {
  decorators: [narrow],
  args: { rows: longRows, filters: [], selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('region', { name: 'Estados de cuenta' });
    await expect(table(canvasElement).offsetWidth).toBeGreaterThan(scroller.clientWidth);
    const figures = within(table(canvasElement))
      .getAllByRole('row')
      .slice(1)
      .flatMap((row) => [row.children[4], row.children[5]] as HTMLElement[]);
    await expect(figures[0]).toHaveTextContent('$ 12.345.678,90');
    await expect(figures[2]).toHaveTextContent('-$ 987.654,32');
    for (const cell of figures) {
      const style = getComputedStyle(cell);
      const box = cell.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(cell);
      const drawn = text.getBoundingClientRect();
      // The text lies within the cell's padding: nothing spills into the next column, nothing is hidden.
      await expect(drawn.left).toBeGreaterThanOrEqual(box.left + Number.parseFloat(style.paddingInlineStart) - 0.5);
      await expect(drawn.right).toBeLessThanOrEqual(box.right - Number.parseFloat(style.paddingInlineEnd) + 0.5);
      await expect(style.textOverflow).toBe('clip');
    }
    await userEvent.hover(figures[0]!);
    await expect(figures[0]).not.toHaveAttribute('title');
    // The picture ends scrolled to the amounts, whole.
    scroller.scrollLeft = scroller.scrollWidth;
  },
};
