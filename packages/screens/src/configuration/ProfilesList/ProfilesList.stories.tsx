import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenDecorator } from '../../shared/ScreenDecorator';
import { openRowAction, playEmptyList, playListError, playLoadingList } from '../../shared/stories/lists';
import { roles } from '../fixtures';
import { ProfilesList } from './ProfilesList';

const meta = {
  title: 'Pantallas/Complejo/ProfilesList',
  component: ProfilesList,
  decorators: [
    (Story) => (
      <ScreenDecorator>
        <Story />
      </ScreenDecorator>
    ),
  ],
  args: {
    state: { status: 'ready', roles },
    onRetry: fn(),
    onCreate: fn(),
    onView: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ProfilesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Perfiles' })).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Encargada contable');
    await expect(rows[1]).toHaveTextContent('Complejo, Gastos Comunes');
    await openRowAction(canvasElement, 'Portero', 'Modificar');
    await expect(args.onEdit).toHaveBeenCalledWith(roles[0]);
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en perfiles' }), 'porteria');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Portero');
  },
};

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      roles: [
        {
          ...roles[1]!,
          id: 40,
          name: 'administracion_general_y_contable',
          description: 'Encargada de administración general, contabilidad y cobranza de gastos comunes',
        },
        ...roles,
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

export const Vacío: Story = {
  args: { state: { status: 'ready', roles: [] } },
  play: playEmptyList({ title: 'Todavía no hay perfiles', createLabel: 'Nuevo perfil' }),
};

export const Cargando: Story = { args: { state: { status: 'loading' } }, play: playLoadingList };

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'No se pudo obtener la lista de perfiles.' } },
  play: playListError,
};
