import { companyMessages } from '@horizontal/domain';
import { accountFixtures, buildingFixtures, companyFixtures as companies } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { body, confirmRowAction, listCallbacks, listStateStories, openRowAction } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { CompaniesList } from './CompaniesList';

/** What the server answers when Administradora del Prado S.A., which has complejos and users, is deleted. */
const prado = companies[0]!;
const pradoHasChildren = companyMessages.hasChildren(
  prado.name,
  buildingFixtures.filter((building) => building.companyId === prado.id).length,
  accountFixtures.filter((account) => account.user.company?.id === prado.id).length,
);

const meta = {
  title: 'Pantallas/Maestro/CompaniesList',
  component: CompaniesList,
  args: {
    state: { status: 'ready', companies },
    ...listCallbacks('/administradoras'),
    onEdit: fn(),
    onDelete: fn(answer(ok(companyMessages.deleted))),
  },
} satisfies Meta<typeof CompaniesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'companies',
  createLabel: 'Nueva administradora',
  empty: { title: 'Todavía no hay administradoras', description: 'Cree la primera desde Nueva administradora.' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Administradoras' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    // Sorted by name, RUT grouped as people write it.
    await expect(rows[1]).toHaveTextContent('Administradora del Prado S.A.');
    await expect(rows[1]).toHaveTextContent('21 765432 001');
    await userEvent.click(canvas.getByRole('button', { name: 'Nueva administradora' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await openRowAction(canvasElement, 'Gestión Costa Este S.R.L.', 'Modificar');
    await expect(args.onEdit).toHaveBeenCalledWith(companies[1]);
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en administradoras' }), 'costa');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Gestión Costa Este S.R.L.');
  },
};

export const Eliminar: Story = {
  render: function DeletingCompanies(args) {
    const [rows, onDelete] = useRowsAfterDeletion(companies, args.onDelete);
    return <CompaniesList {...args} state={{ status: 'ready', companies: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Gestión Costa Este S.R.L.', 'Eliminar');
    const dialog = await body().findByRole('alertdialog', {
      name: '¿Eliminar la administradora Gestión Costa Este S.R.L.?',
    });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(companies[1]);
    await expect(await canvas.findByText('Se eliminó la administradora Gestión Costa Este S.R.L.')).toBeVisible();
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Gestión Costa Este S.R.L.');
  },
};

export const EliminarCancelado: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, 'Gestión Costa Este S.R.L.', 'Eliminar');
    const dialog = await body().findByRole('alertdialog');
    // Cancelar has the focus, so Enter never deletes by accident.
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const EliminarFalla: Story = {
  args: {
    onDelete: fn(answer(failure(pradoHasChildren))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, prado.name, 'Eliminar');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(pradoHasChildren);
  },
};

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      companies: [
        {
          ...companies[0]!,
          id: 9,
          name: 'Administradora de Propiedad Horizontal del Prado, Pocitos, Punta Carretas y Carrasco Sociedad Anónima',
          email: 'departamento.de.administracion.de.complejos@administradoradelpradopocitos.com.uy',
          address: 'Avenida Doctor Luis Alberto de Herrera 1248, Torre 2, Oficina 1703, World Trade Center, Montevideo',
        },
        ...companies,
      ],
    },
  },
};
