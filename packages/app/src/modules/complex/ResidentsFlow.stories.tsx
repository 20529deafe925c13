import { residentMessages } from '@horizontal/domain';
import { resetDb } from '@horizontal/mocks';
import { adminUser, residentFixtures, uniqueCi } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { WiredApp } from '../../stories';

/*
 * The residents' pages wired as a tab runs them: routes, session, complejo, the api client and the mocks' handlers
 * (through MSW), so designers review the flow and its answers, not a screen fed by hand. The mock store starts
 * over before each story.
 */

const BUILDING_ID = 1;
const token = `mock-token-${adminUser.id}-1`;
const neighbour = residentFixtures.find((resident) => resident.buildingId === BUILDING_ID)!;

const meta = {
  title: 'Flujos/Complejo/Residentes',
  component: WiredApp,
  args: { path: '/residentes/listado', token, buildingId: BUILDING_ID },
  // The pages' chunks load before the story renders, never while a play waits for them (a busy machine is slow).
  beforeEach: async () => {
    resetDb();
    await preloadScreens();
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

const openNewResident = async () => {
  await userEvent.click(await page().findByRole('button', { name: 'Nuevo residente' }));
  await page().findByRole('heading', { level: 1, name: 'Nuevo residente' });
};

const fillResident = async (name: string, lastName: string, identity: string) => {
  await userEvent.type(page().getByLabelText('Nombre'), name);
  await userEvent.type(page().getByLabelText('Apellido'), lastName);
  await userEvent.type(page().getByLabelText('Cédula de identidad'), identity);
};

/** The list arrives from the mocks; searching finds a neighbour of the complejo. */
export const Listado: Story = {
  play: async () => {
    const table = await page().findByRole('table', { name: 'Residentes' });
    await userEvent.type(page().getByRole('searchbox', { name: 'Buscar en residentes' }), neighbour.lastName);
    await expect(
      await within(table).findByRole('cell', { name: `${neighbour.name} ${neighbour.lastName}` }),
    ).toBeVisible();
  },
};

export const NuevoResidenteQuedaEnElListado: Story = {
  play: async () => {
    await openNewResident();
    await fillResident('Florencia', 'Techera Olivera', uniqueCi());
    await userEvent.click(page().getByRole('button', { name: 'Crear residente' }));
    const toast = await page().findByText(residentMessages.created);
    await waitFor(() => expect(toast).toBeVisible());
    // Back on the list, once it has loaded again from the mocks, the search finds the new resident alone.
    const residents = () => page().getByRole('table', { name: 'Residentes' });
    await waitFor(() => expect(residents()).not.toHaveAttribute('aria-busy'));
    await userEvent.type(page().getByRole('searchbox', { name: 'Buscar en residentes' }), 'Techera Olivera');
    await waitFor(() => expect(within(residents()).getAllByRole('row')).toHaveLength(2));
    await expect(within(residents()).getByRole('cell', { name: 'Florencia Techera Olivera' })).toBeVisible();
  },
};

export const CedulaRepetidaRechazada: Story = {
  play: async () => {
    await openNewResident();
    await fillResident('Florencia', 'Techera Olivera', neighbour.identity);
    await userEvent.click(page().getByRole('button', { name: 'Crear residente' }));
    await expect(await page().findByText(residentMessages.identityTaken)).toBeVisible();
    await expect(page().getByRole('heading', { level: 1, name: 'Nuevo residente' })).toBeVisible();
  },
};

/** Issue #15: a resident deactivated to correct a datum comes back when their CI is typed again. */
export const ResidenteInactivoSeReactiva: Story = {
  play: async () => {
    const name = `${neighbour.name} ${neighbour.lastName}`;
    const table = await page().findByRole('table', { name: 'Residentes' });
    await userEvent.type(page().getByRole('searchbox', { name: 'Buscar en residentes' }), neighbour.lastName);
    await userEvent.click(await within(table).findByRole('button', { name: `Acciones para ${name}` }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Desactivar' }));
    await userEvent.click(within(await page().findByRole('alertdialog')).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    const row = within(table).getByRole('cell', { name }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Inactivo')).toBeVisible());
    await openNewResident();
    await userEvent.type(page().getByLabelText('Cédula de identidad'), neighbour.identity);
    await expect(await page().findByText(`${name} ya fue residente del complejo con esa cédula`)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: `Reactivar a ${name}` }));
    const toast = await page().findByText(`Se reactivó a ${name}. Asócielo a su apartamento desde «Apartamentos».`);
    await waitFor(() => expect(toast).toBeVisible());
    await page().findByRole('table', { name: 'Residentes' });
  },
};
