import type { ApartmentSummary } from '@horizontal/domain';
import { ThemeRoot } from '@horizontal/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResidentApartments } from './ResidentApartments';

// The list scrolls its highlighted option into view, which jsdom does not implement.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

const apartments: ApartmentSummary[] = [
  { id: 1, tower: 'Torre A', number: '901' },
  { id: 2, tower: 'Torre B', number: '901' },
  { id: 3, tower: 'Torre B', number: '902' },
  { id: 4, tower: 'Torre 1', number: '101' },
  { id: 5, tower: 'Torre 2', number: '101' },
];

const renderScreen = () =>
  render(
    <ResidentApartments
      resident={{ id: 7, name: 'Ana', lastName: 'Pereira' }}
      state={{ status: 'ready', apartments: [] }}
      options={{ status: 'ready', apartments }}
      onRetry={vi.fn()}
      onAssociate={vi.fn(async () => ({ ok: true as const }))}
      onDeassociate={vi.fn(async () => ({ ok: true as const }))}
      onBack={vi.fn()}
    />,
    { wrapper: ThemeRoot },
  );

const optionsFor = async (typed: string) => {
  const person = userEvent.setup({ delay: null });
  const input = screen.getByRole('combobox', { name: /Apartamento/ });
  await person.clear(input);
  await person.type(input, typed);
  return screen.queryAllByRole('option').map((option) => option.textContent);
};

describe('the unit picker of a resident’s apartments', () => {
  it.each([
    ['901', ['Torre A · 901', 'Torre B · 901']],
    ['B 901', ['Torre B · 901']],
    ['B901', ['Torre B · 901']],
    ['901 b', ['Torre B · 901']],
    ['Torre B 901', ['Torre B · 901']],
    ['torre b · 90', ['Torre B · 901', 'Torre B · 902']],
    ['1 101', ['Torre 1 · 101']],
  ])('finds by «%s» %j', async (typed, found) => {
    renderScreen();
    expect(await optionsFor(typed)).toEqual(found);
  });

  it('says so when nothing matches', async () => {
    renderScreen();
    expect(await optionsFor('C 901')).toEqual([]);
    expect(screen.getByText('No hay resultados para «C 901».')).toBeInTheDocument();
  });
});
