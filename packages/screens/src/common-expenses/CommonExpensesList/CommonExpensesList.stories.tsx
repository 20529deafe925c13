import { commonExpenseMessages, formatCurrency } from '@horizontal/domain';
import { media } from '@horizontal/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { body, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { closedNotice } from '../labels';
import { closedPeriod, openPeriod, periods, settings } from '../stories/data';
import { CommonExpensesList } from './CommonExpensesList';

const meta = {
  title: 'Pantallas/Gastos comunes/CommonExpensesList',
  component: CommonExpensesList,
  args: {
    state: { status: 'ready', commonExpenses: periods },
    onRetry: fn(),
    onView: fn(),
    viewHref: (period: { id: number }) => `/gastoscomunes/detalle?id=${period.id}`,
    onCreate: fn(answer(ok(commonExpenseMessages.created))),
    onUpdate: fn(answer(ok(commonExpenseMessages.updated))),
    settings: {
      state: { status: 'ready', settings },
      onRetry: fn(),
      onSubmit: fn(answer(ok(commonExpenseMessages.settingsSaved))),
    },
  },
} satisfies Meta<typeof CommonExpensesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'commonExpenses',
  createLabel: 'Nuevo período',
  empty: { title: 'Todavía no hay períodos', description: 'Abra el primer mes de gastos comunes desde Nuevo período.' },
});

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Gastos comunes' });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const rows = within(table(canvasElement)).getAllByRole('row');
    // The twelve months of the demo and the header, newest first.
    await expect(rows).toHaveLength(13);
    const november = within(rows[1]!);
    await expect(november.getByRole('link', { name: 'Noviembre 2026' })).toHaveAttribute(
      'href',
      `/gastoscomunes/detalle?id=${openPeriod.id}`,
    );
    await expect(november.getByText('Abierto')).toBeVisible();
    await expect(november.getByText('10/12/2026')).toBeVisible();
    const debt = november.getByText(formatCurrency(openPeriod.totalDebt));
    // Money lines up on the right, in tabular figures (a phone shows the rows as cards: label, then figure).
    if (!window.matchMedia(media.phone).matches) {
      await expect(getComputedStyle(debt.closest('td')!).textAlign).toBe('end');
    }
    await expect(getComputedStyle(debt.closest('td')!).fontVariantNumeric).toBe('tabular-nums');
    // The month before it went out by e-mail; the ones before that stay closed.
    await expect(within(rows[2]!).getByText('Enviado')).toBeVisible();
    await expect(within(rows[3]!).getByText('Cerrado')).toBeVisible();
    await userEvent.click(november.getByRole('link', { name: 'Noviembre 2026' }));
    await expect(args.onView).toHaveBeenCalledWith(openPeriod);
    await expect(
      within(canvasElement).getByText(/Vencen el día 10 del mes siguiente · Fondo de reserva 10,00 %/),
    ).toBeVisible();
  },
};

export const NuevoPeríodo: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuevo período' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Nuevo período' }));
    // It starts from the month after the latest.
    await expect(dialog.getByRole('button', { name: /Período/ })).toHaveTextContent('Diciembre 2026');
    await expect(dialog.getByLabelText('Vencimiento')).toHaveAccessibleDescription(
      /Si lo deja vacío, vence el día 10 del mes siguiente\./,
    );
    await userEvent.type(dialog.getByLabelText('Fondo de reserva (%)'), '12,5');
    await userEvent.type(dialog.getByLabelText('Cuota extraordinaria'), '150000');
    await userEvent.click(dialog.getByRole('radio', { name: /En partes iguales/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Crear período' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      period: '2026-12',
      dueDate: null,
      reserveFundBasisPoints: 1250,
      extraFeeAmount: 15_000_000,
      extraFeeSplit: 'partes-iguales',
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByText(commonExpenseMessages.created)).toBeVisible();
  },
};

/** The demo's November is open: the server refuses another month, and the period's field says why. */
export const OtroPeríodoAbierto: Story = {
  args: { onCreate: fn(answer(failure(commonExpenseMessages.anotherOpen(openPeriod.period)))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuevo período' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Nuevo período' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Crear período' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Período/ })).toHaveAccessibleDescription(
        new RegExp(commonExpenseMessages.anotherOpen(openPeriod.period)),
      ),
    );
    // The dialog stays open with the refusal; on a busy machine its entrance may still be fading in.
    await waitFor(() => expect(body().getByRole('dialog', { name: 'Nuevo período' })).toBeVisible());
  },
};

export const ModificarElAbierto: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, 'Noviembre 2026', 'Modificar');
    const dialog = within(await body().findByRole('dialog', { name: 'Modificar Noviembre 2026' }));
    const reserve = dialog.getByLabelText('Fondo de reserva (%)');
    await expect(reserve).toHaveValue('10,00');
    await userEvent.clear(reserve);
    await userEvent.type(reserve, '8');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(openPeriod, {
      period: openPeriod.period,
      dueDate: openPeriod.dueDate,
      reserveFundBasisPoints: 800,
      extraFeeAmount: 0,
      extraFeeSplit: 'coeficiente',
    });
    await expect(await within(canvasElement).findByText(commonExpenseMessages.updated)).toBeVisible();
  },
};

export const CondicionesDeUnMesCerrado: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, 'Marzo 2026')).toEqual(['Ver', 'Ver condiciones']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Ver condiciones' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Marzo 2026' }));
    // Once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText(closedNotice)).toBeVisible());
    await expect(dialog.getByText(formatCurrency(closedPeriod.extraFeeAmount))).toBeVisible();
    await expect(dialog.getByText('Por coeficiente')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Volver al listado' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Configuración: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Configuración' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Configuración de gastos comunes' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Según el reglamento de copropiedad' }));
    const rate = dialog.getByLabelText('Interés anual (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '18');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar configuración' }));
    await expect(args.settings!.onSubmit).toHaveBeenCalledWith({
      dueDay: 10,
      reserveFundBasisPoints: 1000,
      billTenants: true,
      lateFeeRule: 'reglamento',
      readjustByIndex: true,
      annualRateBasisPoints: 1800,
    });
    await expect(await within(canvasElement).findByText(commonExpenseMessages.settingsSaved)).toBeVisible();
  },
};

/** A profile that may read the periods but not open, change or configure them. */
export const SoloConsulta: Story = {
  args: { onCreate: undefined, onUpdate: undefined, settings: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Nuevo período' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Configuración' })).toBeNull();
    await expect(await rowMenuLabels(canvasElement, 'Noviembre 2026')).toEqual(['Ver', 'Ver condiciones']);
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', commonExpenses: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Todavía no hay períodos' })).toBeVisible();
    // The invitation's button opens the first month, blank: there is no month before it to follow.
    const buttons = canvas.getAllByRole('button', { name: 'Nuevo período' });
    await userEvent.click(buttons[buttons.length - 1]!);
    const dialog = within(await body().findByRole('dialog', { name: 'Nuevo período' }));
    await expect(dialog.getByRole('button', { name: /Período/ })).toHaveTextContent('Seleccione un período');
    await userEvent.click(dialog.getByRole('button', { name: 'Crear período' }));
    await expect(dialog.getByRole('button', { name: /Período/ })).toHaveAccessibleDescription(/Ingrese un período\./);
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
