import { roleFixtures as roles } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ofCompany } from '../../shared/stories/demo';
import { listCallbacks, listStateStories, openRowAction } from '../../shared/stories/lists';
import { ProfilesList } from './ProfilesList';

/** The profiles of the demo administradora: Portería and Contable. */
const profiles = ofCompany(roles);
const porteria = profiles.find((profile) => profile.name === 'porteria')!;

const meta = {
  title: 'Pantallas/Configuración/ProfilesList',
  component: ProfilesList,
  args: {
    state: { status: 'ready', roles: profiles },
    ...listCallbacks('/perfiles'),
    onEdit: fn(),
  },
} satisfies Meta<typeof ProfilesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'roles',
  createLabel: 'Nuevo perfil',
  empty: { title: 'Todavía no hay perfiles', description: 'Cree el primero desde Nuevo perfil.' },
  readOnly: { args: { onCreate: undefined, onEdit: undefined }, row: 'Portería' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Perfiles' })).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Contable');
    await expect(rows[1]).toHaveTextContent('Gastos Comunes');
    await openRowAction(canvasElement, 'Portería', 'Modificar');
    await expect(args.onEdit).toHaveBeenCalledWith(porteria);
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en perfiles' }), 'porteria');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Portería');
  },
};

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      roles: [
        {
          ...porteria,
          id: 40,
          name: 'administracion_general_y_contable',
          description: 'Encargada de administración general, contabilidad y cobranza de gastos comunes',
        },
        ...profiles,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: 'Acciones para Encargada de administración general, contabilidad y cobranza de gastos comunes',
      }),
    ).toBeVisible();
  },
};

/** A profile with perfiles/listado only: it may look at the profiles, not create or change them. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
