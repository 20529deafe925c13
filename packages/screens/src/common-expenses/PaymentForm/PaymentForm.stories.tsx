import { commonExpenseMessages, formatCurrency } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { choose } from '../../shared/stories/form-stories';
import { openPeriod, statementsOf, storyToday } from '../stories/data';
import { openDialog } from '../stories/dialog';
import { PaymentForm, referenceHint } from './PaymentForm';

const statement = statementsOf(openPeriod.id).find((row) => row.payer === 'inquilino')!;

const meta = {
  title: 'Pantallas/Gastos comunes/PaymentForm',
  component: PaymentForm,
  args: {
    statement,
    today: storyToday,
    onSubmit: fn(answer(ok(commonExpenseMessages.paymentConfirmed))),
    onSaved: fn(),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = `Registrar pago de ${statement.tower} · ${statement.apartment} (inquilino)`;
const dialog = () => openDialog(name);

export const Crear: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await waitFor(() =>
      expect(form.getByText(new RegExp(formatCurrency(statement.totalDebt).replace('$', '\\$')))).toBeVisible(),
    );
    await expect(form.getByLabelText('Fecha del pago')).toHaveValue('20/11/2026');
    await expect(form.getByLabelText('Referencia')).toHaveAccessibleDescription(referenceHint);
    await userEvent.type(form.getByLabelText('Importe'), '1200');
    await choose(document.body, 'Medio de pago', 'Depósito');
    await userEvent.type(form.getByLabelText('Referencia'), 'DEP-5521');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar pago' }));
    const sent = { amount: 120_000, paidOn: '2026-11-20', method: 'deposito', reference: 'DEP-5521' };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const day = form.getByLabelText('Fecha del pago');
    await userEvent.clear(day);
    await userEvent.type(day, '21112026');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar pago' }));
    await expect(form.getByLabelText('Importe')).toHaveAccessibleDescription(/Ingrese el importe pagado\./);
    await expect(day).toHaveAccessibleDescription(new RegExp(commonExpenseMessages.paidInFuture));
    await expect(form.getByLabelText('Referencia')).toHaveAccessibleDescription(
      /Ingrese la referencia del pago \(número de transferencia, recibo o comprobante\)\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reference already used for another amount: the server names it, on the reference's field. */
export const ReferenciaUsada: Story = {
  args: { onSubmit: fn(answer(failure(commonExpenseMessages.referenceTaken('TRF-1', 120000)))) },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText('Importe'), '900');
    await userEvent.type(form.getByLabelText('Referencia'), 'TRF-1');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar pago' }));
    await waitFor(() =>
      expect(form.getByLabelText('Referencia')).toHaveAccessibleDescription(
        new RegExp(commonExpenseMessages.referenceTaken('TRF-1', 120000).replace(/[.$()]/g, '\\$&')),
      ),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The month closed meanwhile: the server's refusal is said above the fields. */
export const PeríodoCerrado: Story = {
  args: { onSubmit: fn(answer(failure(commonExpenseMessages.paymentsClosed('cerrado')))) },
  play: async () => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText('Importe'), '900');
    await userEvent.type(form.getByLabelText('Referencia'), 'TRF-77');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await form.findByText(commonExpenseMessages.paymentsClosed('cerrado'))).toBeVisible();
  },
};
