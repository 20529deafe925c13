import { refusals } from '@horizontal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ListState, readOnlyDescription } from '../lists';

/** Menus, dialogs and listboxes open in a portal, outside the story's canvas. */
export const body = () => within(document.body);

/** Opens a row's "Acciones para …" menu and picks one of its actions. */
export async function openRowAction(canvasElement: HTMLElement, row: string, action: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Acciones para ${row}` }));
  await userEvent.click(await body().findByRole('menuitem', { name: action }));
}

/** Opens a row's "Acciones para …" menu and reads what it offers. */
export async function rowMenuLabels(canvasElement: HTMLElement, row: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Acciones para ${row}` }));
  const menu = await body().findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** Picks a row's action and confirms it in the dialog, whose button says the same verb. */
export async function confirmRowAction(canvasElement: HTMLElement, row: string, action: string) {
  await openRowAction(canvasElement, row, action);
  await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: action }));
}

/**
 * The callbacks every list's meta gives: spies, and the address of a record's detail as the app writes it
 * (`/despensas/modificar?id=3&modo=detalle`), so that the name in each row is a link there.
 */
export const listCallbacks = (base: string) => ({
  onRetry: fn(),
  onCreate: fn(),
  onView: fn(),
  viewHref: (record: { id: number }) => `${base}/modificar?id=${record.id}&modo=detalle`,
});

type PlayContext<Args> = { args: Args; canvasElement: HTMLElement };

type ListStoryOptions<Field extends string> = {
  /** The answer's field that holds the rows, as in the meta's `state`: `pantries`. */
  field: Field;
  /** The label of the «Nuevo …» button: "Nueva despensa". */
  createLabel: string;
  /** The empty list's invitation, as the screen words it. */
  empty: { title: string; description: string };
};

type ReadOnlyOptions<Args> = {
  /** What a profile that may only consult is given: every write callback undefined. */
  args: Args;
  /** A row whose menu must offer «Ver» alone: "Despensa D-03". */
  row: string;
};

type ListStory<Args, Context> = { args: Args; play: (context: Context) => Promise<void> };

type StateStories<Field extends string> = {
  /** Vacío: the invitation replaces the table, and its own button starts a new record. */
  empty: ListStory<{ state: ListState<Field, never> }, PlayContext<{ onCreate?: () => void }>>;
  /** Cargando: the table tells assistive technology that it is busy. */
  loading: ListStory<{ state: ListState<Field, never> }, PlayContext<unknown>>;
  /** Error: the table shows what the app shows when the list call fails, and Reintentar loads again. */
  error: ListStory<{ state: ListState<Field, never> }, PlayContext<{ onRetry: () => void }>>;
};

type ReadOnlyStories<Field extends string, Args> = {
  /** SoloConsulta: no «Nuevo …» button, and the row's menu offers «Ver» alone, which opens the record. */
  readOnly: ListStory<Args, PlayContext<{ onView: (record: never) => void }>>;
  /** VacíoSoloConsulta: the empty list invites to nothing. */
  emptyReadOnly: ListStory<Args & { state: ListState<Field, never> }, PlayContext<unknown>>;
};

/**
 * The stories every list tells of its states, to export one by one (Storybook indexes each `export const`):
 * `export const Vacío: Story = states.empty;`. With `readOnly`, also those of a profile that may only consult.
 * The indexer reads a story's `name` only from the object written at its export, so the error story names itself
 * there: `export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };`.
 */
export function listStateStories<Field extends string>(options: ListStoryOptions<Field>): StateStories<Field>;
export function listStateStories<Field extends string, Args extends object>(
  options: ListStoryOptions<Field> & { readOnly: ReadOnlyOptions<Args> },
): StateStories<Field> & ReadOnlyStories<Field, Args>;
export function listStateStories<Field extends string, Args extends object>({
  field,
  createLabel,
  empty,
  readOnly,
}: ListStoryOptions<Field> & { readOnly?: ReadOnlyOptions<Args> }) {
  const emptyState = { status: 'ready', [field]: [] } as ListState<Field, never>;
  const states: StateStories<Field> = {
    empty: {
      args: { state: emptyState },
      play: async ({ args, canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('heading', { name: empty.title })).toBeVisible();
        await expect(canvas.getByText(empty.description)).toBeVisible();
        // The last button with the create label is the invitation's; the first is the header's.
        const buttons = canvas.getAllByRole('button', { name: createLabel });
        await userEvent.click(buttons[buttons.length - 1]!);
        await expect(args.onCreate).toHaveBeenCalledOnce();
      },
    },
    loading: {
      args: { state: { status: 'loading' } },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
      },
    },
    error: {
      // What the server answers to a failure it did not expect, which the app shows as it came.
      args: { state: { status: 'error', message: refusals.unexpected } },
      play: async ({ args, canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
        await expect(args.onRetry).toHaveBeenCalledOnce();
      },
    },
  };
  if (!readOnly) return states;
  const readOnlyStates: ReadOnlyStories<Field, Args> = {
    readOnly: {
      args: readOnly.args,
      play: async ({ args, canvasElement }) => {
        await expect(within(canvasElement).queryByRole('button', { name: createLabel })).toBeNull();
        await expect(await rowMenuLabels(canvasElement, readOnly.row)).toEqual(['Ver']);
        await userEvent.click(body().getByRole('menuitem', { name: 'Ver' }));
        await expect(args.onView).toHaveBeenCalledOnce();
      },
    },
    emptyReadOnly: {
      args: { ...readOnly.args, state: emptyState },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('heading', { name: empty.title })).toBeVisible();
        await expect(canvas.getByText(readOnlyDescription)).toBeVisible();
        await expect(canvas.queryByText(empty.description)).toBeNull();
        await expect(canvas.queryByRole('button', { name: createLabel })).toBeNull();
      },
    },
  };
  return { ...states, ...readOnlyStates };
}
