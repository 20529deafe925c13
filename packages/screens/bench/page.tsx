import { activeStatusLabels, formatCi, groupThousands } from '@horizontal/domain';
import { ThemeRoot } from '@horizontal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apartmentLabel } from '../src/complex/labels';
import { ResidentsList } from '../src/complex/ResidentsList';
import { ScreenDecorator } from '../src/shared/ScreenDecorator';
import { makeResidents, RESIDENTS } from './residents';

const generationStart = performance.now();
const residents = makeResidents();
const generationMs = performance.now() - generationStart;

/** What each resident shows in its cells, searched field by field as the table does, to know the right count. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/**
 * The table also finds a number written with separators (a CI as 1.234.567-8) by its bare digits, and reads a
 * query made only of digits and separators ("3.48") as its bare digits; so does this count.
 */
const groupedDigits = /\d[.,\-/:\s]+\d/;
const onlyDigitsAndSeparators = /^[\d.,\-/:\s]+$/;
const withBareDigits = (text: string) => (groupedDigits.test(text) ? [text, text.replace(/\D/g, '')] : [text]);
const needleOf = (query: string) => {
  const text = plain(query.trim());
  return onlyDigitsAndSeparators.test(text) && groupedDigits.test(text) ? text.replace(/\D/g, '') : text;
};
const shown = residents.map((resident) =>
  [
    `${resident.name} ${resident.lastName}`,
    formatCi(resident.identity),
    resident.apartments.map(apartmentLabel).join(', '),
    resident.email,
    resident.phone,
    activeStatusLabels[resident.status],
  ].flatMap((field) => withBareDigits(plain(field))),
);

export type Criteria = { query?: string; tower?: string; status?: 'activo' | 'inactivo' };

const countMatching = ({ query = '', tower, status }: Criteria) => {
  const needle = needleOf(query);
  return residents.filter(
    (resident, index) =>
      (!tower || resident.apartments.some((unit) => unit.tower === tower)) &&
      (!status || resident.status === status) &&
      (needle === '' || shown[index]?.some((field) => field.includes(needle))),
  ).length;
};

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once the condition holds, checking after every DOM change; a wrong expectation fails instead of hanging. */
const when = (condition: () => boolean, what: string, timeoutMs = 15_000) =>
  new Promise<void>((resolve, reject) => {
    if (condition()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (condition()) {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No se llegó a: ${what} (pie de la tabla: «${footer()}»).`));
    }, timeoutMs);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

/** "Mostrando 26–50 de 5.000": the range the footer shows, without its pager. */
const footer = () =>
  document.querySelector('[data-slot="data-table"] > div:last-of-type > span[aria-hidden="true"]')?.textContent ?? '';

/** The table shows `count` results: its footer says "… de N", or the empty state says there are none. */
const showing = (count: number) => () =>
  count === 0
    ? document.querySelector('[data-slot="data-table"] [data-slot="empty-state"]') !== null
    : footer().endsWith(`de ${groupThousands(String(count))}`);

const setInputValue = (input: HTMLInputElement, value: string) => {
  // React reads the value through the native setter's tracker, so the prototype's setter is used.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

const container = document.getElementById('root');
if (!container) throw new Error('Falta #root.');
const root = createRoot(container);

const screen = (
  <StrictMode>
    <ThemeRoot>
      <ScreenDecorator>
        <ResidentsList
          state={{ status: 'ready', residents }}
          onRetry={() => undefined}
          onCreate={() => undefined}
          onView={() => undefined}
          onApartments={() => undefined}
          onStatusChange={async () => ({ ok: true })}
        />
      </ScreenDecorator>
    </ThemeRoot>
  </StrictMode>
);

/** From handing React the 5,000 residents to the first painted page of the table. */
const mount = async () => {
  const start = performance.now();
  root.render(screen);
  await when(showing(RESIDENTS), 'la tabla con todos los residentes');
  await nextPaint();
  return performance.now() - start;
};

const unmount = async () => {
  root.render(null);
  await nextPaint();
};

/** Types the text one character at a time; each figure is from the change to the painted filtered table. */
const typeAndMeasure = async (text: string, criteria: Omit<Criteria, 'query'> = {}): Promise<number[]> => {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('No se encontró el buscador.');
  const times: number[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    const query = text.slice(0, length);
    const expected = showing(countMatching({ ...criteria, query }));
    const start = performance.now();
    setInputValue(input, query);
    await when(expected, `el resultado de «${query}»`);
    await nextPaint();
    times.push(performance.now() - start);
  }
  setInputValue(input, '');
  await when(showing(countMatching(criteria)), 'la tabla sin búsqueda');
  await nextPaint();
  return times;
};

let armed: Promise<number> | null = null;

/**
 * Times the next click made by Playwright (a real pointer in Chromium, as Radix's Select and menus need):
 * from the pointerup's own time stamp until `done` holds and the frame after it is painted.
 */
const arm = (done: () => boolean, what: string) => {
  armed = new Promise<number>((resolve, reject) => {
    document.addEventListener(
      'pointerup',
      (event) => {
        const start = event.timeStamp;
        when(done, what)
          .then(nextPaint)
          .then(() => resolve(performance.now() - start), reject);
      },
      { capture: true, once: true },
    );
  });
};

const armFilter = (criteria: Criteria) =>
  arm(showing(countMatching(criteria)), `el filtro ${JSON.stringify(criteria)}`);
const armDialog = () =>
  arm(() => document.querySelector('[role="alertdialog"]') !== null, 'el diálogo de confirmación');

/** Clicks a button inside the page and times it to the painted frame in which `done` holds. */
const clickAndMeasure = async (button: HTMLElement | null | undefined, done: () => boolean, what: string) => {
  if (!button) throw new Error(`No se encontró el botón para ${what}.`);
  const start = performance.now();
  button.click();
  await when(done, what);
  await nextPaint();
  return performance.now() - start;
};

const nextPage = async () => {
  const before = footer();
  return clickAndMeasure(
    document.querySelector<HTMLElement>('button[aria-label="Página siguiente"]'),
    () => footer() !== before,
    'la página siguiente',
  );
};

const sortBy = async (header: string) => {
  const button = [...document.querySelectorAll<HTMLButtonElement>('th button')].find(
    (candidate) => candidate.textContent === header,
  );
  const cell = button?.closest('th');
  const before = cell?.getAttribute('aria-sort') ?? null;
  return clickAndMeasure(button, () => (cell?.getAttribute('aria-sort') ?? null) !== before, `ordenar por ${header}`);
};

/** The first page's position after an action: a re-render that hands the table new rows sends it back to page 1. */
const currentRange = () => footer();

/** Scrolls the page (the list is paginated, so the window scrolls) at a steady speed and counts the frames. */
const scrollAndMeasure = (durationMs: number, pixelsPerFrame: number) =>
  new Promise<{ fps: number; longestFrameMs: number; slowFrames: number; frames: number; range: number }>((resolve) => {
    const scroller = document.scrollingElement ?? document.documentElement;
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
        scroller.scrollTop = 0;
        resolve({
          fps: (frames * 1000) / (now - first),
          longestFrameMs: longest,
          slowFrames,
          frames,
          range: scroller.scrollHeight - scroller.clientHeight,
        });
        return;
      }
      scroller.scrollTop += pixelsPerFrame;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight) scroller.scrollTop = 0;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });

const bench = {
  generationMs,
  countMatching,
  mount,
  unmount,
  typeAndMeasure,
  armFilter,
  armDialog,
  measured: () => {
    if (!armed) throw new Error('No se preparó ninguna medición.');
    return armed;
  },
  nextPage,
  sortBy,
  currentRange,
  scrollAndMeasure,
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}

window.bench = bench;
