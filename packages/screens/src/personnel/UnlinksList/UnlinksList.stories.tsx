import { formatIsoDate, unlinkReasonLabels } from '@horizontal/domain';
import { unlinkFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, rowMenuLabels } from '../../shared/stories/lists';
import { UnlinksList, unlinkRowLabel, unlinksEmpty } from './UnlinksList';

/** Parque Batlle's one desvinculación: the person who resigned two months ago. */
const unlinks = ofBuilding(unlinkFixtures);
const resigned = unlinks[0]!;

const meta = {
  title: 'Pantallas/Personal/UnlinksList',
  component: UnlinksList,
  args: {
    state: { status: 'ready', unlinkList: unlinks },
    ...listCallbacks('/desvinculaciones'),
  },
} satisfies Meta<typeof UnlinksList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'unlinkList',
  createLabel: 'Nueva desvinculación',
  empty: unlinksEmpty,
  readOnly: { args: { onCreate: undefined }, row: unlinkRowLabel(resigned) },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Desvinculaciones' })).getAllByRole('row');

/** Who left, on which day, why, and what was noted. */
export const ConDatos: Story = {
  play: async ({ canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(unlinks.length + 1);
    await expect(rows[1]).toHaveTextContent(resigned.personnel);
    await expect(rows[1]).toHaveTextContent(formatIsoDate(resigned.date));
    await expect(rows[1]).toHaveTextContent(unlinkReasonLabels[resigned.reason]);
    await expect(rows[1]).toHaveTextContent(resigned.notes);
    const link = within(rows[1]!).getByRole('link', { name: resigned.personnel });
    await expect(link).toHaveAttribute('href', `/desvinculaciones/modificar?id=${resigned.id}&modo=detalle`);
  },
};

/** A desvinculación is final: its row only opens its ficha. */
export const Ver: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, unlinkRowLabel(resigned))).toEqual(['Ver']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Ver' }));
    await expect(args.onView).toHaveBeenCalledWith(resigned);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** Notes left blank say so, rather than an empty cell. */
export const SinNotas: Story = {
  name: 'Sin notas',
  args: { state: { status: 'ready', unlinkList: [{ ...resigned, notes: '', reason: 'mutuo_acuerdo' }] } },
  play: async ({ canvasElement }) => {
    const row = tableRows(canvasElement)[1]!;
    await expect(row).toHaveTextContent('Sin notas');
    await expect(row).toHaveTextContent(unlinkReasonLabels.mutuo_acuerdo);
  },
};

/** A profile with desvinculaciones/listado only: nothing to register. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
