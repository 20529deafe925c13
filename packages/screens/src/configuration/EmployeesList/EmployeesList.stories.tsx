import { employeeMessages } from '@horizontal/domain';
import { employeeRowOf } from '@horizontal/mocks';
import { accountFixtures, employeeFixtures, roleFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofCompany } from '../../shared/stories/demo';
import {
  body,
  confirmRowAction,
  listCallbacks,
  listStateStories,
  openRowAction,
  rowMenuLabels,
} from '../../shared/stories/lists';
import { EmployeesList } from './EmployeesList';

/** The demo administradora's staff: Jorge Cabrera (Portería), Ana Laura Pereira (Contable), Carlos Sosa (inactive). */
const staff = ofCompany(employeeFixtures).map((employee) => employeeRowOf(employee, accountFixtures, roleFixtures));
const byName = (name: string) => staff.find((employee) => employee.name === name)!;
const porter = byName('Jorge Cabrera');
const accountant = byName('Ana Laura Pereira');
const formerPorter = byName('Carlos Sosa');

const meta = {
  title: 'Pantallas/Configuración/EmployeesList',
  component: EmployeesList,
  args: {
    state: { status: 'ready', employees: staff },
    ...listCallbacks('/empleados'),
    onEdit: fn(),
    onStatusChange: fn(answer(ok(employeeMessages.status))),
  },
} satisfies Meta<typeof EmployeesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'employees',
  createLabel: 'Nuevo empleado',
  empty: { title: 'Todavía no hay empleados', description: 'Cree el primero desde Nuevo empleado.' },
  readOnly: { args: { onCreate: undefined, onEdit: undefined, onStatusChange: undefined }, row: 'Jorge Cabrera' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Empleados' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Ana Laura Pereira');
    await expect(rows[1]).toHaveTextContent('Complejo Parque Batlle, Torres del Buceo');
    await expect(rows[2]).toHaveTextContent('Inactivo');
    await openRowAction(canvasElement, 'Jorge Cabrera', 'Ver');
    await expect(args.onView).toHaveBeenCalledWith(porter);
  },
};

export const Desactivar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Jorge Cabrera', 'Desactivar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Desactivar al empleado Jorge Cabrera?' });
    await expect(dialog).toHaveTextContent('No podrá ingresar al sistema hasta que lo vuelva a activar.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(porter, 'inactivo');
    await expect(await canvas.findByText('Se desactivó al empleado Jorge Cabrera.')).toBeVisible();
  },
};

export const Activar: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, 'Carlos Sosa', 'Activar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Activar al empleado Carlos Sosa?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(formerPorter, 'activo');
  },
};

export const CambioDeEstadoFalla: Story = {
  args: { onStatusChange: fn(answer(failure(employeeMessages.ownStatus))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Ana Laura Pereira', 'Desactivar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(employeeMessages.ownStatus);
  },
};

/** Ana Laura Pereira signed in: the server refuses deactivating oneself, so her own row does not offer it. */
export const PropiaFila: Story = {
  args: { signedInUserId: accountant.userId },
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, 'Ana Laura Pereira')).toEqual(['Ver', 'Modificar']);
    await userEvent.keyboard('{Escape}');
    await openRowAction(canvasElement, 'Jorge Cabrera', 'Desactivar');
    await expect(
      await body().findByRole('alertdialog', { name: '¿Desactivar al empleado Jorge Cabrera?' }),
    ).toBeInTheDocument();
  },
};

export const FiltrarPorPerfil: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Perfil' }));
    await userEvent.click(await body().findByRole('option', { name: 'Portería' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Ana Laura Pereira');
  },
};

/**
 * «Imprimir» prints the rows the filters leave (every page), under the title, the administradora and the day; on
 * screen that heading is neither seen nor read.
 */
export const Imprimir: Story = {
  args: { sheetOwner: 'Administradora del Prado S.A.', today: new Date(2026, 2, 16) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    await expect(header).toHaveTextContent('Administradora del Prado S.A. · Impreso el 16/03/2026');
    await expect(within(header).getByText(/Impreso el/)).not.toBeVisible();
    let printed: string[] = [];
    const print = spyOn(window, 'print').mockImplementation(() => {
      printed = within(canvas.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
    });
    try {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Perfil' }));
      await userEvent.click(await body().findByRole('option', { name: 'Portería' }));
      await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3));
      await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
      await expect(print).toHaveBeenCalledOnce();
      await expect(printed).toHaveLength(2);
      await expect(printed.join()).not.toContain('Ana Laura Pereira');
    } finally {
      print.mockRestore();
      window.dispatchEvent(new Event('afterprint'));
    }
  },
};

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      employees: [
        {
          ...accountant,
          id: 40,
          name: 'María de los Ángeles Fernández Rodríguez de la Fuente',
          position: 'Encargada de administración, compras y mantenimiento edilicio',
          email: 'maria.de.los.angeles.fernandez@administradoradelprado.com.uy',
        },
        ...staff,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Acciones para María de los Ángeles Fernández Rodríguez de la Fuente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('compras y mantenimiento edilicio');
  },
};

/** A profile with empleados/listado only: no new employees, changes or status changes. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
