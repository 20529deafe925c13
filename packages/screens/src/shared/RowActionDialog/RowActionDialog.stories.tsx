import { shipmentFixtures } from '@horizontal/mocks/fixtures';
import { Button } from '@horizontal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../forms';
import { answer, ok } from '../stories/answers';
import { ofBuilding } from '../stories/demo';
import { RowActionDialog, type RowActionDialogProps, rowActionTones } from './RowActionDialog';

const shipment = ofBuilding(shipmentFixtures).find((candidate) => candidate.status === 'recibida')!;
const missingRecipient = 'Ingrese a quién se entregó la encomienda.';

/** The dialog as a list holds it: opened from a row's menu button, which takes the focus back once it closes. */
function FromARow(args: RowActionDialogProps) {
  const [open, setOpen] = useState(args.open);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={menuButton} variant="ghost" onClick={() => setOpen(true)}>
        Acciones
      </Button>
      <RowActionDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        returnFocusTo={() => menuButton.current}
      />
    </>
  );
}

const meta = {
  title: 'Pantallas/Compartidas/RowActionDialog',
  component: RowActionDialog,
  render: (args) => <FromARow {...args} />,
  argTypes: { tone: { control: 'inline-radio', options: rowActionTones } },
  args: {
    open: true,
    title: `¿Devolver la encomienda de ${shipment.apartment}?`,
    description: `Encomienda para ${shipment.recipientName}. Queda como devuelta al remitente y ya no se puede entregar.`,
    confirmLabel: 'Devolver',
    tone: 'danger',
    onClose: fn(),
    onConfirm: fn(answer(ok())),
    returnFocusTo: () => undefined,
  },
} satisfies Meta<typeof RowActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');
const closed = () => waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

/** Confirmed, it runs the action, closes and gives the focus back to the row's menu button. */
export const Confirmar: Story = {
  play: async ({ args, canvasElement }) => {
    const shown = await dialog();
    await expect(shown).toHaveAccessibleName(args.title);
    await expect(shown).toHaveAccessibleDescription(args.description!);
    await userEvent.click(within(shown).getByRole('button', { name: 'Devolver' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await closed();
    await expect(args.onClose).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Acciones' })).toHaveFocus();
  },
};

/** «Volver» leaves the record as it was. */
export const Volver: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Volver' }));
    await closed();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Acciones' })).toHaveFocus();
  },
};

/** Handing a parcel over asks to whom: the recipient is proposed, and an empty name is refused in the domain's words. */
export const ConCampo: Story = {
  args: {
    title: `¿Entregar la encomienda de ${shipment.apartment}?`,
    description: `Encomienda para ${shipment.recipientName}. Anote quién la retira de portería.`,
    confirmLabel: 'Entregar',
    tone: 'primary',
    field: {
      name: 'deliveredTo',
      label: 'Entregada a',
      hint: 'El nombre de quien la retira: el destinatario, un familiar, un vecino.',
      maxLength: 120,
      initial: shipment.recipientName,
      validate: (deliveredTo) => (deliveredTo.trim() === '' ? missingRecipient : null),
    },
  },
  play: async ({ args }) => {
    const shown = await dialog();
    const field = within(shown).getByRole('textbox', { name: 'Entregada a' });
    await expect(field).toHaveValue(shipment.recipientName);
    await userEvent.clear(field);
    await userEvent.click(within(shown).getByRole('button', { name: 'Entregar' }));
    // Visible once the dialog's entrance has ended: on a busy machine it may still be fading in.
    await waitFor(() => expect(within(shown).getByText(missingRecipient)).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, 'Vecina del 102{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Vecina del 102');
    await closed();
  },
};

/** While the action runs the confirm button says so and «Volver» waits. */
export const Procesando: Story = {
  args: { onConfirm: fn(() => new Promise<ActionResult>((resolve) => setTimeout(() => resolve(ok()), 400))) },
  play: async () => {
    const shown = await dialog();
    await userEvent.click(within(shown).getByRole('button', { name: 'Devolver' }));
    await expect(within(shown).getByRole('button', { name: /Devolver/ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(shown).getByRole('button', { name: 'Volver' })).toBeDisabled();
    await closed();
  },
};
