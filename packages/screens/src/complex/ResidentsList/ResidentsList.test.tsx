import type { Resident } from '@horizontal/domain';
import { ciFromBody } from '@horizontal/domain';
import { ThemeRoot } from '@horizontal/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { ResidentsList, type ResidentsListProps } from './ResidentsList';

// The sheet is built for real; only the download is caught.
vi.mock('xlsx', async (original) => ({ ...(await original<typeof import('xlsx')>()), writeFile: vi.fn() }));

// Radix's Select asks for pointer capture and scrolls its options into view, which jsdom does not implement.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

/** 40 residents in Torre B and 10 in Torre A: two pages of the table once Torre B is chosen. */
const residents: Resident[] = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  buildingId: 1,
  name: `Residente ${String(index + 1).padStart(2, '0')}`,
  lastName: 'Pereira',
  identity: ciFromBody(3_000_000 + index),
  email: '',
  phone: '',
  birthDate: null,
  status: 'activo',
  apartments: [
    { id: index + 1, number: String(101 + index), tower: index < 40 ? 'Torre B' : 'Torre A', relation: 'propietario' },
  ],
}));

const props = (): ResidentsListProps => ({
  state: { status: 'ready', residents },
  onRetry: vi.fn(),
  onCreate: vi.fn(),
  onView: vi.fn(),
  onApartments: vi.fn(),
  onStatusChange: vi.fn(async () => ({ ok: true as const })),
});

const page = () => screen.getByText(/^Página \d+ de \d+$/).textContent;

/** Torre B chosen and the table on its second page. */
const onSecondPageOfTorreB = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('combobox', { name: 'Torre' }));
  await user.click(await screen.findByRole('option', { name: 'Torre B' }));
  expect(page()).toBe('Página 1 de 2');
  await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(page()).toBe('Página 2 de 2');
};

describe('ResidentsList with a tower chosen', () => {
  it('keeps the page in view while a row asks for confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ResidentsList {...props()} />, { wrapper: ThemeRoot });
    await onSecondPageOfTorreB(user);

    await user.click(screen.getByRole('button', { name: 'Acciones para Residente 30 Pereira' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar al residente Residente 30 Pereira?' });
    expect(page()).toBe('Página 2 de 2');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(page()).toBe('Página 2 de 2');
  });

  it('keeps the page in view when the app renders it again with the same residents', async () => {
    const user = userEvent.setup({ delay: null });
    const first = props();
    const { rerender } = render(<ResidentsList {...first} />, { wrapper: ThemeRoot });
    await onSecondPageOfTorreB(user);

    // New callbacks and a new state object, as a parent that re-renders passes them, over the same list.
    rerender(
      <ResidentsList
        {...props()}
        state={{ status: 'ready', residents: first.state.status === 'ready' ? first.state.residents : [] }}
      />,
    );
    expect(page()).toBe('Página 2 de 2');
    expect(screen.getByRole('table', { name: 'Residentes' })).toHaveTextContent('Residente 30 Pereira');
  });
});

describe('the residents export', () => {
  it('is named by complejo and day, with each unit’s relation and columns as wide as their text', async () => {
    const person = userEvent.setup();
    const mixed = residents.slice(0, 3).map((resident, index) =>
      index === 1
        ? {
            ...resident,
            apartments: [
              { id: 901, number: '901', tower: 'Torre A', relation: 'inquilino' as const },
              { id: 902, number: '902', tower: 'Torre A', relation: 'familiar' as const },
            ],
          }
        : resident,
    );
    render(
      <ThemeRoot>
        <ResidentsList
          {...props()}
          state={{ status: 'ready', residents: mixed }}
          sheetOwner="Complejo Parque Batlle"
          today={new Date(2026, 10, 24)}
        />
      </ThemeRoot>,
    );
    await person.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await vi.waitFor(() => expect(XLSX.writeFile).toHaveBeenCalledOnce());
    const [book, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0]!;
    expect(fileName).toBe('Residentes - Complejo Parque Batlle - 24-11-2026.xlsx');
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
    expect(Object.keys(rows[0]!)).toContain('Relación');
    const twoUnits = rows.find((row) => row.Apartamentos?.includes('901'))!;
    expect(twoUnits.Relación).toBe('Inquilino, Familiar');
    const widths = (sheet['!cols'] ?? []).map((column) => column.wch ?? 0);
    expect(widths.length).toBe(Object.keys(rows[0]!).length);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual('Estado'.length + 2);
  });
});

describe('the residents’ contact', () => {
  const reachable: Resident[] = [
    { ...residents[0]!, email: 'ana.pereira@correo.com.uy', phone: '99876534' },
    { ...residents[1]!, email: '', phone: '24871234' },
  ];

  it('shows phones as people write them, as links that call, with WhatsApp for a mobile, and e-mails as links', () => {
    render(<ResidentsList {...props()} state={{ status: 'ready', residents: reachable }} />, { wrapper: ThemeRoot });
    const table = screen.getByRole('table', { name: 'Residentes' });
    expect(within(table).getByRole('link', { name: '099 876 534' })).toHaveAttribute('href', 'tel:+59899876534');
    expect(within(table).getByRole('link', { name: 'Escribir por WhatsApp al 099 876 534' })).toHaveAttribute(
      'href',
      'https://wa.me/59899876534',
    );
    expect(within(table).getByRole('link', { name: '2487 1234' })).toHaveAttribute('href', 'tel:+59824871234');
    expect(within(table).queryByRole('link', { name: /WhatsApp al 2487 1234/ })).toBeNull();
    expect(within(table).getByRole('link', { name: 'ana.pereira@correo.com.uy' })).toHaveAttribute(
      'href',
      'mailto:ana.pereira@correo.com.uy',
    );
    expect(table).not.toHaveTextContent('99876534');
  });

  it('finds a resident by the phone as it is written or as its digits', async () => {
    const person = userEvent.setup({ delay: null });
    render(<ResidentsList {...props()} state={{ status: 'ready', residents: reachable }} />, { wrapper: ThemeRoot });
    const search = screen.getByRole('searchbox');
    for (const typed of ['099 876 534', '99876534']) {
      await person.clear(search);
      await person.type(search, typed);
      const table = screen.getByRole('table', { name: 'Residentes' });
      await vi.waitFor(() => expect(within(table).queryByText('2487 1234')).toBeNull());
      expect(within(table).getByText('099 876 534')).toBeInTheDocument();
    }
  });

  it('exports phones as people write them', async () => {
    vi.mocked(XLSX.writeFile).mockClear();
    const person = userEvent.setup({ delay: null });
    render(<ResidentsList {...props()} state={{ status: 'ready', residents: reachable }} />, { wrapper: ThemeRoot });
    await person.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await vi.waitFor(() => expect(XLSX.writeFile).toHaveBeenCalledOnce());
    const [book] = vi.mocked(XLSX.writeFile).mock.calls[0]!;
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.map((row) => row.Teléfono)).toEqual(['099 876 534', '2487 1234']);
  });
});
