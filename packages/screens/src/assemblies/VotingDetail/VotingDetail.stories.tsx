import { refusals, type VotingDetail as VotingOption, votingMessages } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../shared/forms';
import { answer, failure, ok } from '../../shared/stories/answers';
import { body } from '../../shared/stories/lists';
import { castVote, largeVotes, recounted, votesOf, votingOf } from './stories/votings';
import { VotingDetail, type VotingDetailProps } from './VotingDetail';
import { verdictSentence } from './voting-result';

/** The pool's hours: abierta, outside an assembly, 27 of 48 units voted. */
const open = votingOf(2);
const openVotes = votesOf(2);
const notVoted = openVotes.find((vote) => vote.detailId === null)!;
const voted = openVotes.find((vote) => vote.detailId !== null)!;
/** The roofs: cerrada, in an assembly where some units were absent and some came by proxy. */
const closed = votingOf(1);
const closedVotes = votesOf(1);
const absent = closedVotes.find((vote) => !vote.mayVote)!;
/** The notary who holds four units' proxies. */
const notaryUnit = closedVotes.find((vote) => vote.castBy === 'Esc. Laura Méndez')!;
/** The roofs as they were while abierta, to vote through proxies. */
const openInAssembly = { ...closed, status: 'abierta' as const };
const draft = votingOf(3);

const meta = {
  title: 'Pantallas/Asambleas/VotingDetail',
  component: VotingDetail,
  args: {
    state: { status: 'ready', voting: open, votes: openVotes },
    onRetry: fn(),
    onBack: fn(),
    onCreateDetail: fn(answer(ok(votingMessages.detailCreated))),
    onUpdateDetail: fn(answer(ok(votingMessages.detailUpdated))),
    onDeleteDetail: fn(answer(ok(votingMessages.detailDeleted))),
    onVote: fn(answer(ok(votingMessages.voteSaved(1)))),
  },
} satisfies Meta<typeof VotingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as the app keeps it: a vote the server accepted comes back with every unit's vote and the recount. */
function Voting(args: VotingDetailProps) {
  const [state, setState] = useState(args.state);
  const onVote = async (apartmentId: number, detailId: number | null): Promise<ActionResult> => {
    const answered = await args.onVote!(apartmentId, detailId);
    if (!answered.ok || state.status !== 'ready') return answered;
    const cast = castVote(state.voting.id, state.votes, apartmentId, detailId);
    setState({ status: 'ready', voting: recounted(state.voting, cast.votes), votes: cast.votes });
    return { ok: true, message: cast.message };
  };
  return <VotingDetail {...args} state={state} onVote={onVote} />;
}

/** The options of a borrador as the app keeps them: what the server accepted is in the list. */
function Draft(args: VotingDetailProps) {
  const [voting, setVoting] = useState(draft);
  const replace = (details: VotingOption[]) => setVoting((current) => ({ ...current, details }));
  const onCreateDetail = async (description: string) => {
    const answered = await args.onCreateDetail!(description);
    if (answered.ok) {
      const id = Math.max(...voting.details.map((detail) => detail.id)) + 1;
      replace([
        ...voting.details,
        { id, votingId: voting.id, description, position: voting.details.length + 1, votes: 0 },
      ]);
    }
    return answered;
  };
  const onUpdateDetail = async (detail: VotingOption, description: string) => {
    const answered = await args.onUpdateDetail!(detail, description);
    if (answered.ok) replace(voting.details.map((item) => (item.id === detail.id ? { ...item, description } : item)));
    return answered;
  };
  const onDeleteDetail = async (detail: VotingOption) => {
    const answered = await args.onDeleteDetail!(detail);
    if (answered.ok) replace(voting.details.filter((item) => item.id !== detail.id));
    return answered;
  };
  return (
    <VotingDetail
      {...args}
      state={{ status: 'ready', voting, votes: [] }}
      onCreateDetail={onCreateDetail}
      onUpdateDetail={onUpdateDetail}
      onDeleteDetail={onDeleteDetail}
    />
  );
}

const voteOf = (canvasElement: HTMLElement, unit: string) =>
  within(canvasElement).getByRole('combobox', { name: `Voto de ${unit}` });

/** An open voting: the count so far, and a unit that had not voted votes; the count follows. */
export const Abierta: Story = {
  tags: ['widths'],
  render: Voting,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Resultado parcial' })).toBeVisible();
    await expect(canvas.getByText(`Si cerrara ahora: ${verdictSentence(open)}`)).toBeVisible();
    await expect(
      canvas.getByText(/^Votaron 27 de 48 unidades \(56,3 %\), con 56,1507 % del coeficiente/),
    ).toBeVisible();
    const select = voteOf(canvasElement, notVoted.apartment);
    await expect(select).toHaveValue('sin-votar');
    await userEvent.selectOptions(select, open.details[1]!.description);
    await expect(args.onVote).toHaveBeenCalledWith(notVoted.apartmentId, open.details[1]!.id);
    await expect(await canvas.findByText(votingMessages.voteSaved(1))).toBeVisible();
    await expect(canvas.getByText(`${notVoted.apartment} votó «${open.details[1]!.description}»`)).toBeVisible();
    await expect(await canvas.findByText(/^Votaron 28 de 48 unidades \(58,3 %\)/)).toBeVisible();
    await waitFor(() => expect(voteOf(canvasElement, notVoted.apartment)).toHaveFocus());
  },
};

/** «Sin votar» withdraws the vote: null goes to the server. */
export const RetirarVoto: Story = {
  name: 'Retirar voto',
  render: Voting,
  args: { onVote: fn(answer(ok(votingMessages.voteWithdrawn(1)))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(voteOf(canvasElement, voted.apartment), 'Sin votar');
    await expect(args.onVote).toHaveBeenCalledWith(voted.apartmentId, null);
    await expect(await canvas.findByText(votingMessages.voteWithdrawn(1))).toBeVisible();
    await expect(canvas.getByText(`${voted.apartment} quedó sin votar`)).toBeVisible();
    await expect(await canvas.findByText(/^Votaron 26 de 48 unidades \(/)).toBeVisible();
    await waitFor(() => expect(voteOf(canvasElement, voted.apartment)).toHaveFocus());
  },
};

/**
 * In an assembly the proxy votes for every unit it holds: the notary's vote is four units', and the answer says so.
 * A unit that did not come has no choice to make.
 */
export const VotoPorPoder: Story = {
  name: 'Voto por poder',
  render: Voting,
  args: { state: { status: 'ready', voting: openInAssembly, votes: closedVotes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const absentRow = canvas.getByRole('rowheader', { name: new RegExp(absent.apartment) }).closest('tr')!;
    await expect(absentRow).toHaveTextContent('No vota: no estuvo en la asamblea');
    await expect(within(absentRow).queryByRole('combobox')).toBeNull();
    const row = canvas.getByRole('rowheader', { name: new RegExp(notaryUnit.apartment) }).closest('tr')!;
    await expect(row).toHaveTextContent('por poder de Esc. Laura Méndez');
    await userEvent.selectOptions(voteOf(canvasElement, notaryUnit.apartment), closed.details[0]!.description);
    await expect(await canvas.findByText(votingMessages.voteSaved(4))).toBeVisible();
    await waitFor(() => expect(voteOf(canvasElement, notaryUnit.apartment)).toHaveFocus());
  },
};

/** Closed meanwhile: the server's words, and the row goes back to the vote it had. */
export const VotoRechazado: Story = {
  name: 'Voto rechazado',
  args: { onVote: fn(answer(failure(votingMessages.votesLocked('cerrada')))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = voteOf(canvasElement, notVoted.apartment);
    await userEvent.selectOptions(select, open.details[0]!.description);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`No se pudo registrar el voto de ${notVoted.apartment}`);
    await expect(alert).toHaveTextContent(votingMessages.votesLocked('cerrada'));
    await waitFor(() => expect(select).toHaveValue('sin-votar'));
    await waitFor(() => expect(select).toHaveFocus());
  },
};

/** The attendance changed meanwhile and the unit no longer votes: the server names it. */
export const UnidadAusente: Story = {
  name: 'Unidad ausente',
  args: { onVote: fn(answer(failure(votingMessages.absentUnit(notVoted.apartment)))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = voteOf(canvasElement, notVoted.apartment);
    await userEvent.selectOptions(select, open.details[0]!.description);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(votingMessages.absentUnit(notVoted.apartment));
    await waitFor(() => expect(select).toHaveValue('sin-votar'));
  },
};

/** Closed: the verdict, the proxies and the absent units, and nothing to change. */
export const Cerrada: Story = {
  args: { state: { status: 'ready', voting: closed, votes: closedVotes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Resultado' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Decidida: «Techos del Sur» con 25 de 41 unidades que votaron (61,0 %) y 50,9904 % del coeficiente. Mayoría simple.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(votingMessages.votesLocked('cerrada'))).toBeVisible();
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /Agregar opción/ })).toBeNull();
    await expect(canvas.getAllByText('por poder de Esc. Laura Méndez').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Techos del Sur (decidida)')).toBeVisible();
  },
};

/** Too few voted: the verdict says how many and what the quorum asked. */
export const SinQuórum: Story = {
  args: { state: { status: 'ready', voting: { ...votingOf(4), status: 'cerrada' }, votes: votesOf(4) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Sin quórum: votaron 11 de 48 unidades (22,9 %) con 22,8173 % del coeficiente; se pedía más de la mitad.',
      ),
    ).toBeVisible();
  },
};

/** A borrador: its options change here; a new one is added at the end and the field is ready for the next. */
export const BorradorAgregarOpción: Story = {
  name: 'Borrador: agregar opción',
  render: Draft,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(votingMessages.votesLocked('borrador'))).toBeVisible();
    const field = canvas.getByLabelText('Nueva opción');
    await userEvent.type(field, '  Alarmas Sur {Enter}');
    await expect(args.onCreateDetail).toHaveBeenCalledWith('Alarmas Sur');
    await expect(await canvas.findByText('Se agregó la opción «Alarmas Sur»')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Opciones de la votación' })).getAllByRole('listitem'),
    ).toHaveLength(draft.details.length + 1);
    await expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const BorradorOpciónVacía: Story = {
  name: 'Borrador: opción vacía',
  render: Draft,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar opción' }));
    await expect(canvas.getByText('Ingrese el texto de la opción.')).toBeVisible();
    await expect(args.onCreateDetail).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Nueva opción')).toHaveFocus());
  },
};

export const BorradorModificarOpción: Story = {
  name: 'Borrador: modificar opción',
  render: Draft,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = draft.details[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Modificar la opción «${first.description}»` }));
    const field = canvas.getByLabelText(`Texto de la opción «${first.description}»`);
    await userEvent.clear(field);
    await userEvent.type(field, 'Seguridad Total S.A.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar opción' }));
    await expect(args.onUpdateDetail).toHaveBeenCalledWith(first, 'Seguridad Total S.A.');
    await expect(await canvas.findByText('Se guardó la opción «Seguridad Total S.A.»')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Modificar la opción «Seguridad Total S.A.»' })).toHaveFocus(),
    );
  },
};

export const BorradorEliminarOpción: Story = {
  name: 'Borrador: eliminar opción',
  render: Draft,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const last = draft.details[draft.details.length - 1]!;
    await userEvent.click(canvas.getByRole('button', { name: `Eliminar la opción «${last.description}»` }));
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar la opción «${last.description}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDeleteDetail).toHaveBeenCalledWith(last);
    await expect(await canvas.findByText(votingMessages.detailDeleted)).toBeVisible();
    await expect(canvas.queryByText(last.description)).toBeNull();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByLabelText('Nueva opción')).toHaveFocus());
  },
};

/** Opened meanwhile from another tab: the server refuses, in its words. */
export const BorradorOpciónRechazada: Story = {
  name: 'Borrador: opción rechazada',
  render: Draft,
  args: { onCreateDetail: fn(answer(failure(votingMessages.optionsLocked('abierta')))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva opción'), 'Alarmas Sur{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo agregar la opción');
    await expect(alert).toHaveTextContent(votingMessages.optionsLocked('abierta'));
    await waitFor(() => expect(canvas.getByLabelText('Nueva opción')).toHaveFocus());
  },
};

/** A profile that may only consult: the open count, and no choices. */
export const SoloConsulta: Story = {
  args: { onVote: undefined, onCreateDetail: undefined, onUpdateDetail: undefined, onDeleteDetail: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
    await expect(canvas.getAllByRole('row')).toHaveLength(openVotes.length + 1);
  },
};

/** 200 units: one light row each, and the search narrows them. */
export const DoscientasUnidades: Story = {
  name: '200 unidades',
  args: { state: { status: 'ready', voting: open, votes: largeVotes(openVotes, 200) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(200);
    await userEvent.type(canvas.getByLabelText('Buscar unidad'), 'Bloque 5 A 101');
    await waitFor(() => expect(canvas.getAllByRole('combobox')).toHaveLength(1));
    await expect(canvas.getByLabelText('Buscar unidad')).toHaveFocus();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando la votación…');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoExiste: Story = {
  args: { state: { status: 'missing', message: votingMessages.notFound } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(votingMessages.notFound)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al listado' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
