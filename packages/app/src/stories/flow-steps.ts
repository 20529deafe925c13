import { expect, userEvent, waitFor, within } from 'storybook/test';

/*
 * What a person does in a flow story (Flujos/…): the wired pages draw into the whole document, dialogs and menus
 * included, so every step looks from its body.
 */

export const page = () => within(document.body);

export const table = (name: string) => page().findByRole('table', { name });

/** A list once its rows have come from the mocks (no longer busy), and its rows with the header's. */
export const loadedRows = async (name: string) => {
  const rows = await table(name);
  await waitFor(() => expect(rows).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(rows).getAllByRole('row').length).toBeGreaterThan(1));
  return within(rows).getAllByRole('row');
};

/** Picks a row's action from its menu, by the name its actions button gives the row. */
export const rowAction = async (label: string, action: string) => {
  await userEvent.click(await page().findByRole('button', { name: `Acciones para ${label}` }));
  await userEvent.click(await page().findByRole('menuitem', { name: action }));
};

/** A dialog once its entrance has ended: it fades in, and is not visible before. */
export const dialogNamed = async (name: string) => {
  const dialog = await page().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** The toast with the server's words, once it shows. */
export const toastSays = async (message: string) => {
  const toast = await page().findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};
