import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, ThemeRoot } from '../src';
import { buildSearchIndex } from '../src/components/DataTable/columns';
import { makeStatements, type Statement, statementColumns } from '../src/components/DataTable/sample-data';
import { normalizeForSearch } from '../src/internal/search';

const ROWS = 10_000;
const rows = makeStatements(ROWS);
const index = buildSearchIndex(rows, statementColumns);

export type BenchResult = {
  keystrokes: number[];
  fps: number;
  longestFrameMs: number;
  slowFrames: number;
  frames: number;
};

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once the condition holds, checking after every DOM change. */
const when = (condition: () => boolean) =>
  new Promise<void>((resolve) => {
    if (condition()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (condition()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });

const setInputValue = (input: HTMLInputElement, value: string) => {
  // React reads the value through the native setter's tracker, so the prototype's setter is used.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

const expectedFooter = (query: string): string => {
  const needle = normalizeForSearch(query);
  const count = index.filter((text) => text.includes(needle)).length;
  return count === 0 ? '' : `de ${count.toLocaleString('es-UY')}`;
};

/** Types the text one character at a time; each figure is from the change to the painted filtered table. */
const typeAndMeasure = async (text: string): Promise<number[]> => {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  const footer = () => document.querySelector('[data-slot="data-table"] > div:last-of-type')?.textContent ?? '';
  if (!input) throw new Error('No se encontró el buscador.');
  const times: number[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    const query = text.slice(0, length);
    const expected = expectedFooter(query);
    const start = performance.now();
    setInputValue(input, query);
    await when(() =>
      expected === '' ? document.querySelector('[data-slot="empty-state"]') !== null : footer().endsWith(expected),
    );
    await nextPaint();
    times.push(performance.now() - start);
  }
  setInputValue(input, '');
  await when(() => footer().endsWith(`de ${ROWS.toLocaleString('es-UY')}`));
  await nextPaint();
  return times;
};

/** Scrolls the table down at a steady speed for a while and counts the frames the browser produced. */
const scrollAndMeasure = (durationMs: number, pixelsPerFrame: number) =>
  new Promise<Omit<BenchResult, 'keystrokes'>>((resolve) => {
    const scroller = document.querySelector<HTMLElement>('[data-slot="data-table"] section');
    if (!scroller) throw new Error('No se encontró la tabla.');
    scroller.scrollTop = 0;
    let frames = 0;
    let slowFrames = 0;
    let longest = 0;
    let first = 0;
    let previous = 0;
    const step = (now: number) => {
      if (first === 0) {
        first = now;
        previous = now;
      } else {
        frames += 1;
        const frame = now - previous;
        longest = Math.max(longest, frame);
        if (frame > 1000 / 50) slowFrames += 1;
        previous = now;
      }
      if (now - first >= durationMs) {
        resolve({ fps: (frames * 1000) / (now - first), longestFrameMs: longest, slowFrames, frames });
        return;
      }
      scroller.scrollTop += pixelsPerFrame;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight) scroller.scrollTop = 0;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });

declare global {
  interface Window {
    bench: {
      typeAndMeasure: typeof typeAndMeasure;
      scrollAndMeasure: typeof scrollAndMeasure;
      sortBy: (header: string) => Promise<void>;
    };
  }
}

window.bench = {
  typeAndMeasure,
  scrollAndMeasure,
  sortBy: async (header) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('th button')].find(
      (candidate) => candidate.textContent === header,
    );
    button?.click();
    await nextPaint();
  },
};

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeRoot>
        <DataTable<Statement>
          caption="Estados de cuenta"
          rows={rows}
          columns={statementColumns}
          getRowId={(row) => row.id}
          getRowLabel={(row) => `${row.unit} de ${row.owner}`}
          filters={[{ columnId: 'state', label: 'Estado' }]}
          rowActions={() => [{ label: 'Modificar', onSelect: () => undefined }]}
          selectable
          virtualized
          visibleRows={15}
          exportFileName="estados-de-cuenta"
        />
      </ThemeRoot>
    </StrictMode>,
  );
}
