import { expect, userEvent, within } from 'storybook/test';

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

type PlayContext<Args> = { args: Args; canvasElement: HTMLElement };

/**
 * The play of a list's Vacío story: the invitation replaces the table, and its own button (the last one with
 * the create label; the first is the header's) starts a new record.
 */
export const playEmptyList =
  ({ title, description, createLabel }: { title: string; description?: string; createLabel: string }) =>
  async ({ args, canvasElement }: PlayContext<{ onCreate?: () => void }>) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    if (description) await expect(canvas.getByText(description)).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: createLabel });
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(args.onCreate).toHaveBeenCalledOnce();
  };

/**
 * The play of a list's SoloConsulta story, for a profile that may only read: no «Nuevo …» button, and the row's
 * menu offers «Ver» alone, which opens the record.
 */
export const playReadOnlyList =
  ({ row, createLabel }: { row: string; createLabel: string }) =>
  async ({ args, canvasElement }: PlayContext<{ onView: (record: never) => void }>) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: createLabel })).toBeNull();
    await expect(await rowMenuLabels(canvasElement, row)).toEqual(['Ver']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Ver' }));
    await expect(args.onView).toHaveBeenCalledOnce();
  };

/** The play of a list's Cargando story: the table tells assistive technology that it is busy. */
export async function playLoadingList({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
}

/** The play of a list's Error story: the table shows why it failed, and Reintentar asks the app to load again. */
export async function playListError({
  args,
  canvasElement,
}: PlayContext<{ state: { status: string; message?: string }; onRetry: () => void }>) {
  const canvas = within(canvasElement);
  if (args.state.message === undefined) throw new Error('An error story needs state.message.');
  await expect(canvas.getByText(args.state.message)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
}
