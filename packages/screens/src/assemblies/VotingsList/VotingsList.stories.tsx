import { refusals, votingMajorityLabels, votingMessages, votingStatusLabels } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { BUILDING_ID } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { votingOf, votingsOfBuilding } from '../VotingDetail/stories/votings';
import { verdictSentence } from '../VotingDetail/voting-result';
import { VotingsList, votingsEmpty } from './VotingsList';
import { votingPeriod, votingRowLabel } from './voting-labels';

/**
 * Parque Batlle's votings (closed, open, in draft), and two of the demo's recounted as other rules would have
 * counted them, so that every verdict shows: the façade of the neighbour complejo (sin quórum, annulled) and the
 * roofs under a two-thirds majority (sin la mayoría requerida).
 */
const demo = votingsOfBuilding(BUILDING_ID);
const closed = demo.find((voting) => voting.status === 'cerrada')!;
const open = demo.find((voting) => voting.status === 'abierta')!;
const draft = demo.find((voting) => voting.status === 'borrador')!;
const withoutQuorum = { ...votingOf(4), id: 104, buildingId: BUILDING_ID, status: 'cerrada' as const };
const withoutMajority = { ...votingOf(1, { majority: 'dos_tercios' }), id: 101, title: 'Presupuesto de la fachada' };
const annulled = { ...votingOf(4), id: 204, buildingId: BUILDING_ID };
const votings = [...demo, withoutQuorum, withoutMajority, annulled];

const meta = {
  title: 'Pantallas/Asambleas/VotingsList',
  component: VotingsList,
  args: {
    state: { status: 'ready', votings },
    ...listCallbacks('/votaciones'),
    viewHref: (voting: { id: number }) => `/votaciones/detalle/asociar?id=${voting.id}`,
    onStatus: fn(answer(ok(votingMessages.status))),
    onDelete: fn(answer(ok(votingMessages.deleted))),
  },
} satisfies Meta<typeof VotingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'votings',
  createLabel: 'Nueva votación',
  empty: votingsEmpty,
  readOnly: { args: { onCreate: undefined, onStatus: undefined, onDelete: undefined }, row: votingRowLabel(open) },
});

const rowOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('table', { name: 'Votaciones' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(title))!;

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, closed.title)).toHaveTextContent(votingPeriod(closed));
    await expect(rowOf(canvasElement, closed.title)).toHaveTextContent('Decidida: «Techos del Sur»');
    await expect(rowOf(canvasElement, closed.title)).toHaveTextContent(votingMajorityLabels.simple);
    await expect(rowOf(canvasElement, open.title)).toHaveTextContent(
      'En curso: «Sí, hasta las 21:00» 18 unidades, 37,6988 %',
    );
    await expect(rowOf(canvasElement, withoutQuorum.title)).toHaveTextContent('Sin quórum');
    await expect(rowOf(canvasElement, withoutMajority.title)).toHaveTextContent('Sin la mayoría requerida');
    await expect(rowOf(canvasElement, draft.title)).toHaveTextContent(votingStatusLabels.borrador);
    // Only the moves votingTransitions allows; an open voting is not deleted, a closed one changes no more.
    await expect(await rowMenuLabels(canvasElement, votingRowLabel(draft))).toEqual([
      'Ver',
      'Abrir',
      'Anular',
      'Eliminar',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, votingRowLabel(open))).toEqual(['Ver', 'Cerrar', 'Anular']);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, votingRowLabel(closed))).toEqual(['Ver', 'Eliminar']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, votingRowLabel(closed))).toHaveFocus());
  },
};

/** «Ver» goes to the voting's page, where its votes are recorded. */
export const Ver: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, votingRowLabel(open), 'Ver');
    await expect(args.onView).toHaveBeenCalledWith(open);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, votingRowLabel(open))).toHaveFocus());
  },
};

/** Closing says that the votes freeze, and with which result. */
export const Cerrar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = votingRowLabel(open);
    await openRowAction(canvasElement, label, 'Cerrar');
    const dialog = await body().findByRole('dialog', { name: `¿Cerrar la votación «${open.title}»?` });
    await expect(dialog).toHaveTextContent('Los votos quedan congelados');
    await expect(dialog).toHaveTextContent(verdictSentence(open));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar votación' }));
    await expect(args.onStatus).toHaveBeenCalledWith(open, 'cerrada');
    await expect(await canvas.findByText(`La votación «${open.title}» quedó cerrada`)).toBeVisible();
    await expect(canvas.getByText(votingMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** Annulling is the dangerous move: it is said plainly, and «Volver» leaves everything as it was. */
export const AnularYVolver: Story = {
  name: 'Anular y volver',
  play: async ({ args, canvasElement }) => {
    const label = votingRowLabel(draft);
    await openRowAction(canvasElement, label, 'Anular');
    const dialog = await body().findByRole('dialog', { name: `¿Anular la votación «${draft.title}»?` });
    await expect(dialog).toHaveTextContent('sus votos no deciden nada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onStatus).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** A borrador with one option left cannot open: the server's words above the list. */
export const AbrirRechazado: Story = {
  name: 'Abrir rechazado',
  args: { onStatus: fn(answer(failure(votingMessages.tooFewOptions))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = votingRowLabel(draft);
    await openRowAction(canvasElement, label, 'Abrir');
    const dialog = await body().findByRole('dialog', { name: `¿Abrir la votación «${draft.title}»?` });
    await expect(dialog).toHaveTextContent('Sus opciones ya no se pueden cambiar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir votación' }));
    await expect(args.onStatus).toHaveBeenCalledWith(draft, 'abierta');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(votingMessages.tooFewOptions);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** The confirmation names the voting; once the server agreed, the row leaves the list. */
export const Eliminar: Story = {
  render: function DeletingVotings(args) {
    const [rows, onDelete] = useRowsAfterDeletion(votings, args.onDelete!);
    return <VotingsList {...args} state={{ status: 'ready', votings: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = votingRowLabel(draft);
    await openRowAction(canvasElement, label, 'Eliminar');
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar la votación «${draft.title}»?` });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(draft);
    await expect(await canvas.findByText(votingMessages.deleted)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Acciones para ${label}` })).toBeNull());
  },
};

export const EliminarFalla: Story = {
  name: 'Eliminar falla',
  args: { onDelete: fn(answer(failure(refusals.unexpected))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = votingRowLabel(closed);
    await openRowAction(canvasElement, label, 'Eliminar');
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusals.unexpected);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** A profile with votaciones/listado only: it sees the results, and changes nothing. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
