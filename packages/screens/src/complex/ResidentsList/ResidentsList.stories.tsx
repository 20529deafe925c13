import { residentMessages } from '@horizontal/domain';
import { apartmentFixtures as apartments, residentFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import {
  body,
  confirmRowAction,
  listCallbacks,
  listStateStories,
  openRowAction,
  rowMenuLabels,
} from '../../shared/stories/lists';
import { ResidentsList } from './ResidentsList';

const resident = (id: number) => residentFixtures.find((candidate) => candidate.id === id)!;
const torreB302 = apartments.find(
  (unit) => unit.buildingId === 1 && unit.tower === 'Torre B' && unit.number === '302',
)!;

/**
 * Four of Parque Batlle's residents: an owner, a tenant who also owns a unit in the other tower (the demo gives
 * each resident one unit), the demo's inactive resident, and a neighbour of Torre B.
 */
const residents = [
  resident(1),
  {
    ...resident(10),
    apartments: [
      ...resident(10).apartments,
      { id: torreB302.id, number: torreB302.number, tower: torreB302.tower, relation: 'propietario' as const },
    ],
  },
  resident(20),
  resident(26),
];

const meta = {
  title: 'Pantallas/Complejo/ResidentsList',
  component: ResidentsList,
  args: {
    state: { status: 'ready', residents },
    ...listCallbacks('/residentes'),
    onApartments: fn(),
    onCorrectContact: fn(),
    onStatusChange: fn(answer(ok(residentMessages.status))),
  },
} satisfies Meta<typeof ResidentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'residents',
  createLabel: 'Nuevo residente',
  empty: { title: 'Todavía no hay residentes', description: 'Cree el primero desde Nuevo residente.' },
  readOnly: {
    args: { onCreate: undefined, onApartments: undefined, onStatusChange: undefined, onCorrectContact: undefined },
    row: 'Florencia Pérez',
  },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Residentes' })).getAllByRole('row');

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Diego López');
    await expect(rows[1]).toHaveTextContent('Inactivo');
    await expect(rows[4]).toHaveTextContent('Pablo González');
    await expect(rows[4]).toHaveTextContent('Torre A · 302, Torre B · 302');
    await openRowAction(canvasElement, 'Pablo González', 'Apartamentos');
    await expect(args.onApartments).toHaveBeenCalledWith(residents[1]);
    // The name leads to the resident's detail.
    await userEvent.click(within(rows[4]!).getByRole('link', { name: 'Pablo González' }));
    await expect(args.onView).toHaveBeenCalledWith(residents[1]);
  },
};

export const Desactivar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Florencia Pérez', 'Desactivar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Desactivar al residente Florencia Pérez?' });
    // Deactivating ends the resident's unit links: the question names them.
    await expect(dialog).toHaveTextContent('se lo desasociará de Torre A · 101.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(residents[0], 'inactivo');
    await expect(await canvas.findByText('Se desactivó al residente Florencia Pérez.')).toBeVisible();
  },
};

export const Activar: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, 'Diego López', 'Activar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Activar al residente Diego López?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(residents[2], 'activo');
  },
};

/** A typo in an e-mail or a phone is corrected in place, for active residents only (issue #30). */
export const CorregirContacto: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, 'Florencia Pérez', 'Corregir contacto');
    await expect(args.onCorrectContact).toHaveBeenCalledWith(residents[0]);
    await expect(await rowMenuLabels(canvasElement, 'Diego López')).not.toContain('Corregir contacto');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * The same person registered again after a deactivation: the old record cannot come back while the new one is
 * active, so its menu leads to the active record instead of offering «Activar».
 */
export const RegistroActivoEnLugarDeActivar: Story = {
  args: {
    state: {
      status: 'ready',
      residents: [...residents, { ...resident(1), id: 9001, status: 'inactivo' as const, apartments: [] }],
    },
  },
  play: async ({ args, canvasElement }) => {
    const row = within(canvasElement)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('Inactivo') && candidate.textContent.includes('Florencia'))!;
    await userEvent.click(within(row).getByRole('button', { name: 'Acciones para Florencia Pérez' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Activar' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ver el registro activo' }));
    await expect(args.onView).toHaveBeenCalledWith(residents[0]);
  },
};

/** Reactivating a resident whose cédula another active resident of the complejo now has: the server refuses it. */
export const CambioDeEstadoFalla: Story = {
  args: { onStatusChange: fn(answer(failure(residentMessages.identityTakenOnReactivate))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Diego López', 'Activar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(residentMessages.identityTakenOnReactivate);
  },
};

export const FiltrarPorTorre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Torre' }));
    await userEvent.click(await body().findByRole('option', { name: 'Torre B' }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(3));
    // Pablo González lives in units of both towers.
    await expect(canvas.getByRole('table')).toHaveTextContent('Pablo González');
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Florencia Pérez');
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: 'Inactivo' }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Diego López');
  },
};

/** Opened from Inicio's «residentes sin teléfono»: the active residents without one; an inactive one is left out. */
export const ActivosSinTeléfono: Story = {
  args: {
    initialMissing: 'telefono',
    state: {
      status: 'ready',
      residents: [resident(1), { ...resident(20), phone: '' }, { ...resident(26), phone: '' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Datos de contacto' })).toHaveTextContent('Activos sin teléfono');
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent(resident(26).name);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Datos de contacto' }));
    await userEvent.click(await body().findByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(4));
  },
};

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      residents: [
        {
          ...residents[1]!,
          id: 40,
          name: 'María de los Ángeles Guadalupe',
          lastName: 'Fernández Rodríguez de la Fuente Etchevarren',
          email: 'maria.de.los.angeles.fernandez.rodriguez@administradoradelprado.com.uy',
        },
        ...residents,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: 'Acciones para María de los Ángeles Guadalupe Fernández Rodríguez de la Fuente Etchevarren',
      }),
    ).toBeVisible();
    // The cut name shows whole under the pointer; the cédula beside it is never cut.
    const name = canvas.getByRole('link', {
      name: 'María de los Ángeles Guadalupe Fernández Rodríguez de la Fuente Etchevarren',
    });
    await userEvent.hover(name);
    await expect(name).toHaveAttribute(
      'title',
      'María de los Ángeles Guadalupe Fernández Rodríguez de la Fuente Etchevarren',
    );
    const identity = name.closest('tr')!.children[1] as HTMLElement;
    await expect(identity.scrollWidth).toBeLessThanOrEqual(identity.clientWidth);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  },
};

/** A profile with residentes/listado only: no new residents, units or status changes. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
