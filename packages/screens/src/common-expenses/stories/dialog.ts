import { expect, waitFor, within } from 'storybook/test';

/** The dialog named `name`, once it has faded in (a field's message is not visible while it fades). */
export const openDialog = async (name: string) => {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return within(dialog);
};
