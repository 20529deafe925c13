import { refusals } from '@horizontal/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, ok } from './answers';

/**
 * The args every create/modify/detail form starts its stories from: CREATE, and the callbacks, whose submit answers
 * what the server answers to that create (`userMessages.created`).
 */
export const recordFormArgs = (created: string) => ({
  state: { mode: 'CREATE' } as const,
  onSubmit: fn(answer(ok(created))),
  onSaved: fn(),
  onCancel: fn(),
  onRetry: fn(),
  onDirtyChange: fn(),
});

export type FormStatesOptions = {
  /** What the skeleton says while the record loads: "Cargando el apartamento…". */
  loading?: string;
  /** What the app says of a record that does not exist: "No encontramos ese apartamento en el complejo.". */
  missing?: string;
  /** The select that waits for the options, and what it says meanwhile: { field: 'Torre', text: 'Cargando torres…' }. */
  optionsLoading?: { field: string; text: string };
  /** The title over options that failed: "No se pudieron cargar las torres y los tipos de unidad". */
  optionsUnavailable?: string;
};

type Callbacks = { onRetry?: unknown; onCancel?: unknown };
type StateStory = {
  args: Record<string, unknown>;
  play: (context: { args: Callbacks; canvasElement: HTMLElement }) => Promise<void>;
};

/**
 * The stories of a form's common states, the same on every form: `export const Cargando: Story = states.loading;`.
 * Each stays a named export of its own file (Storybook's indexer reads only those), with its `name` written there.
 */
export function formStates<Meta>({ loading, missing, optionsLoading, optionsUnavailable }: FormStatesOptions) {
  const story = (state: StateStory) => state as unknown as StoryObj<Meta>;
  return {
    /** MODIFY opened from a link, while its record loads. */
    loading: story({
      args: { state: { mode: 'MODIFY', status: 'loading' } },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(loading ?? '');
      },
    }),
    /** The record did not arrive: the server's words and a retry. */
    loadError: story({
      args: { state: { mode: 'MODIFY', status: 'error', message: refusals.unexpected } },
      play: async ({ args, canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
        await expect(args.onRetry).toHaveBeenCalledOnce();
      },
    }),
    /** A stale or typed link: the record does not exist, so the screen offers the list, not a retry. */
    missing: story({
      args: { state: { mode: 'MODIFY', status: 'missing', message: missing } },
      play: async ({ args, canvasElement }) => {
        const canvas = within(canvasElement);
        if (missing) await expect(canvas.getByText(missing)).toBeVisible();
        await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: 'Volver al listado' }));
        await expect(args.onCancel).toHaveBeenCalledOnce();
      },
    }),
    /** The options to choose from are on their way: nothing can be chosen yet. */
    optionsLoading: story({
      args: { options: { status: 'loading' } },
      play: async ({ canvasElement }) => {
        const field = within(canvasElement).getByRole('combobox', { name: optionsLoading?.field });
        await expect(field).toBeDisabled();
        await expect(field).toHaveTextContent(optionsLoading?.text ?? '');
      },
    }),
    /** The options did not arrive: the retry is next to what failed. */
    optionsError: story({
      args: { options: { status: 'error', message: refusals.unexpected } },
      play: async ({ args, canvasElement }) => {
        const canvas = within(canvasElement);
        if (optionsUnavailable) await expect(canvas.getByText(optionsUnavailable)).toBeVisible();
        await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
        await expect(args.onRetry).toHaveBeenCalledOnce();
      },
    }),
  };
}

const body = () => within(document.body);

/** Picks `option` in the select or combobox labelled `label`, and waits for its list to close. */
export const choose = async (canvasElement: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
};
