import {
  type CommonExpense,
  groupThousands,
  type CommonExpenseDetail as Statement,
  unitLabel,
} from '@horizontal/domain';
import { firstNames, lastNames, seededRandom } from '@horizontal/domain/demo';
import { ThemeRoot } from '@horizontal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CommonExpenseDetail } from '../../src/common-expenses/CommonExpenseDetail';
import { ScreenDecorator } from '../../src/shared/ScreenDecorator';

export const STATEMENTS = 2_000;
const TOWERS = ['Torre A', 'Torre B', 'Torre C', 'Torre D', 'Torre E'];

/** 2,000 statements of a complejo of five towers: names of the demo's pools, a tenth billed to a tenant. */
const statements: Statement[] = (() => {
  const random = seededRandom(2026_11);
  return Array.from({ length: STATEMENTS }, (_, index) => {
    const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const debt = random.int(0, 40) * 10_000;
    return {
      id: index + 1,
      commonExpenseId: 1,
      apartmentId: index + 1,
      apartment: String(101 + (index % 400)),
      tower: TOWERS[Math.floor(index / 400)]!,
      owner: name,
      payer: index % 10 === 0 ? 'inquilino' : 'propietario',
      billedTo: name,
      prevBalance: debt,
      payments: 0,
      balance: debt,
      surcharge: 0,
      commonExpenses: 0,
      extraFee: 0,
      reserveFound: 0,
      commonAreas: 0,
      totalPeriod: 0,
      totalDebt: debt,
      documentKey: null,
      sentAt: null,
    };
  });
})();

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
  units: STATEMENTS,
  commonExpenses: 0,
  extraFee: 0,
  totalPeriod: 0,
  payments: 0,
  totalDebt: statements.reduce((sum, statement) => sum + statement.totalDebt, 0),
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/** What the table searches of each statement (its unit and whom it is billed to), to know the right count. */
const shown = statements.map((statement) => [
  plain(unitLabel({ tower: statement.tower, number: statement.apartment })),
  plain(statement.billedTo ?? ''),
]);
const countMatching = (query: string) => {
  const needle = plain(query.trim());
  return statements.filter((_, index) => needle === '' || shown[index]!.some((field) => field.includes(needle))).length;
};

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** «2.000 estados de cuenta» in the totals row, or the empty state when nothing matches. */
const showing = (count: number) => () => {
  if (count === 0) return document.querySelector('[data-slot="empty-state"]') !== null;
  const totals = document.querySelector('tfoot td')?.textContent ?? '';
  return totals === (count === 1 ? '1 estado de cuenta' : `${groupThousands(String(count))} estados de cuenta`);
};

const when = (condition: () => boolean, what: string, timeoutMs = 15_000) =>
  new Promise<void>((resolve, reject) => {
    if (condition()) return resolve();
    const observer = new MutationObserver(() => {
      if (!condition()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No se llegó a: ${what}.`));
    }, timeoutMs);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

const setInputValue = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

const container = document.getElementById('root');
if (!container) throw new Error('Falta #root.');
const root = createRoot(container);

/** From handing React the 2,000 statements to the painted table with its totals. */
const mount = async () => {
  const start = performance.now();
  root.render(
    <StrictMode>
      <ThemeRoot>
        <ScreenDecorator>
          <CommonExpenseDetail
            period={{ status: 'ready', commonExpense: period }}
            statements={{ status: 'ready', commonExpensesDetail: statements }}
            movements={{ status: 'ready', movements: [] }}
            onRetry={() => undefined}
            onBack={() => undefined}
            onConfirmPayment={async () => ({ ok: true })}
          />
        </ScreenDecorator>
      </ThemeRoot>
    </StrictMode>,
  );
  await when(showing(STATEMENTS), 'la tabla con todos los estados de cuenta');
  await nextPaint();
  return performance.now() - start;
};

/** Types the text one character at a time; each figure is from the change to the painted, filtered table. */
const typeAndMeasure = async (text: string): Promise<number[]> => {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('No se encontró el buscador.');
  const times: number[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    const query = text.slice(0, length);
    const start = performance.now();
    setInputValue(input, query);
    await when(showing(countMatching(query)), `el resultado de «${query}»`);
    await nextPaint();
    times.push(performance.now() - start);
  }
  setInputValue(input, '');
  await when(showing(STATEMENTS), 'la tabla sin búsqueda');
  return times;
};

declare global {
  interface Window {
    bench: { mount: typeof mount; typeAndMeasure: typeof typeAndMeasure };
  }
}
window.bench = { mount, typeAndMeasure };
