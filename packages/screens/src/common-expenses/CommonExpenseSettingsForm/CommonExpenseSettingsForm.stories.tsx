import { commonExpenseMessages, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { settings } from '../stories/data';
import { openDialog } from '../stories/dialog';
import { billTenantsHint, CommonExpenseSettingsForm, legalRuleMeaning } from './CommonExpenseSettingsForm';

const meta = {
  title: 'Pantallas/Gastos comunes/CommonExpenseSettingsForm',
  component: CommonExpenseSettingsForm,
  args: {
    state: { status: 'ready', settings },
    onRetry: fn(),
    onSubmit: fn(answer(ok(commonExpenseMessages.settingsSaved))),
    onSaved: fn(),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof CommonExpenseSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Configuración de gastos comunes';
const dialog = () => openDialog(title);

/** Ley 19.604, the complejo's rule: what it means is said, and no rate is asked for. */
export const LeyDeMora: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await waitFor(() => expect(form.getByText(legalRuleMeaning)).toBeVisible());
    await expect(form.queryByLabelText('Interés anual (%)')).toBeNull();
    await expect(form.getByRole('switch', { name: 'Cobrar aparte a los inquilinos' })).toHaveAccessibleDescription(
      billTenantsHint,
    );
    await userEvent.click(form.getByRole('switch', { name: 'Cobrar aparte a los inquilinos' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar configuración' }));
    const sent = {
      dueDay: 10,
      reserveFundBasisPoints: 1000,
      billTenants: false,
      lateFeeRule: 'ley-19604',
      readjustByIndex: true,
      annualRateBasisPoints: 1200,
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const SegúnReglamento: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('radio', { name: 'Según el reglamento de copropiedad' }));
    await expect(form.queryByText(legalRuleMeaning)).toBeNull();
    const rate = form.getByLabelText('Interés anual (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '9,5');
    await userEvent.click(form.getByRole('switch', { name: 'Reajustar por IPC' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar configuración' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ lateFeeRule: 'reglamento', readjustByIndex: false, annualRateBasisPoints: 950 }),
    );
  },
};

export const CampoInválido: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const day = form.getByLabelText('Día de vencimiento');
    await userEvent.clear(day);
    await userEvent.type(day, '31');
    const reserve = form.getByLabelText('Fondo de reserva (%)');
    await userEvent.clear(reserve);
    await userEvent.click(form.getByRole('button', { name: 'Guardar configuración' }));
    await expect(day).toHaveAccessibleDescription(/El día de vencimiento va del 1 al 28: todos los meses lo tienen\./);
    await expect(reserve).toHaveAccessibleDescription(/Ingrese el porcentaje del fondo de reserva\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal, above the fields. */
export const RechazoDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.buildingNotFound))) },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Guardar configuración' }));
    await expect(await form.findByText(refusals.buildingNotFound)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('status')).toHaveTextContent('Cargando la configuración…');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args }) => {
    const form = await dialog();
    await waitFor(() => expect(form.getByText(refusals.unexpected)).toBeVisible());
    await userEvent.click(form.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
