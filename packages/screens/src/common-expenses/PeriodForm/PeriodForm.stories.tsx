import { commonExpenseMessages, formatCurrency } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { closedNotice } from '../labels';
import { closedPeriod, openPeriod, settings } from '../stories/data';
import { openDialog } from '../stories/dialog';
import { PeriodForm } from './PeriodForm';

const meta = {
  title: 'Pantallas/Gastos comunes/PeriodForm',
  component: PeriodForm,
  args: {
    state: { mode: 'CREATE', suggested: '2026-12' },
    settings,
    onSubmit: fn(answer(ok(commonExpenseMessages.created))),
    onSaved: fn(),
    onCancel: fn(),
    onModify: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof PeriodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = openDialog;

export const Crear: Story = {
  play: async ({ args }) => {
    const form = await dialog('Nuevo período');
    await userEvent.type(form.getByLabelText('Vencimiento'), '15012027');
    await userEvent.click(form.getByRole('button', { name: 'Crear período' }));
    const sent = {
      period: '2026-12',
      dueDate: '2027-01-15',
      reserveFundBasisPoints: null,
      extraFeeAmount: 0,
      extraFeeSplit: 'coeficiente',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args }) => {
    const form = await dialog('Nuevo período');
    const reserve = form.getByLabelText('Fondo de reserva (%)');
    await userEvent.type(reserve, '10,555');
    await userEvent.click(form.getByRole('button', { name: 'Crear período' }));
    await expect(reserve).toHaveAccessibleDescription(
      /El porcentaje del fondo de reserva admite hasta dos decimales\./,
    );
    await userEvent.clear(reserve);
    await userEvent.type(reserve, 'diez');
    await expect(reserve).toHaveAccessibleDescription(/Escriba el porcentaje con números/);
    await userEvent.clear(reserve);
    await userEvent.type(reserve, '120');
    await expect(reserve).toHaveAccessibleDescription(/no puede pasar de 100 %\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The month chosen already exists: the server says so, on the period's field. */
export const PeríodoYaExiste: Story = {
  args: { onSubmit: fn(answer(failure(commonExpenseMessages.periodTaken))) },
  play: async () => {
    const form = await dialog('Nuevo período');
    await userEvent.click(form.getByRole('button', { name: 'Crear período' }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Período/ })).toHaveAccessibleDescription(
        new RegExp(commonExpenseMessages.periodTaken),
      ),
    );
  },
};

/** Months go in order: skipping one is refused, naming the one that comes next. */
export const NoEsElSiguiente: Story = {
  args: {
    state: { mode: 'CREATE' },
    onSubmit: fn(answer(failure(commonExpenseMessages.notNext('2026-12')))),
  },
  play: async ({ args }) => {
    const form = await dialog('Nuevo período');
    await userEvent.click(form.getByRole('button', { name: /Período/ }));
    const picker = within(await within(document.body).findByRole('dialog', { name: 'Período' }));
    await userEvent.click(picker.getByRole('button', { name: 'Año siguiente' }));
    await userEvent.click(picker.getByRole('button', { name: 'Febrero 2027' }));
    await userEvent.click(form.getByRole('button', { name: 'Crear período' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ period: expect.stringMatching(/-02$/) }),
    );
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Período/ })).toHaveAccessibleDescription(
        /El próximo período del complejo es Diciembre 2026: los meses van en orden\./,
      ),
    );
  },
};

export const Modificar: Story = {
  args: {
    state: { mode: 'MODIFY', record: openPeriod },
    onSubmit: fn(answer(ok(commonExpenseMessages.updated))),
  },
  play: async ({ args }) => {
    const form = await dialog('Modificar Noviembre 2026');
    // The month itself is not changed: only what it bills.
    await expect(form.queryByRole('button', { name: /Período/ })).toBeNull();
    await expect(form.getByLabelText('Vencimiento')).toHaveValue('10/12/2026');
    await userEvent.type(form.getByLabelText('Cuota extraordinaria'), '96000');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      period: openPeriod.period,
      dueDate: '2026-12-10',
      reserveFundBasisPoints: 1000,
      extraFeeAmount: 9_600_000,
      extraFeeSplit: 'coeficiente',
    });
  },
};

/** The server refuses a month that closed meanwhile: said above the fields, in its words. */
export const ModificarYaCerrado: Story = {
  args: {
    state: { mode: 'MODIFY', record: openPeriod },
    onSubmit: fn(answer(failure(commonExpenseMessages.amountsLocked('cerrado')))),
  },
  play: async () => {
    const form = await dialog('Modificar Noviembre 2026');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText(commonExpenseMessages.amountsLocked('cerrado'))).toBeVisible();
  },
};

export const DetalleCerrado: Story = {
  args: { state: { mode: 'DETAIL', record: closedPeriod } },
  play: async ({ args }) => {
    const detail = await dialog('Marzo 2026');
    await waitFor(() => expect(detail.getByText(closedNotice)).toBeVisible());
    await expect(detail.getByText('10/04/2026')).toBeVisible();
    await expect(detail.getByText('10,00 %')).toBeVisible();
    await expect(detail.getByText(formatCurrency(closedPeriod.extraFeeAmount))).toBeVisible();
    // A closed month cannot change.
    await expect(detail.queryByRole('button', { name: 'Modificar' })).toBeNull();
    await userEvent.click(detail.getByRole('button', { name: 'Volver al listado' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const DetalleAbierto: Story = {
  args: { state: { mode: 'DETAIL', record: openPeriod } },
  play: async ({ args }) => {
    const detail = await dialog('Noviembre 2026');
    await waitFor(() => expect(detail.getByText('No tiene')).toBeVisible());
    await userEvent.click(detail.getByRole('button', { name: 'Modificar' }));
    await expect(args.onModify).toHaveBeenCalledOnce();
  },
};
