import { type Voting, type VotingStatus, votingMajorityLabels, votingTransitions } from '@horizontal/domain';
import { type DataTableColumn, type DataTableRowAction, rowActionsButton } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen } from '../../shared/lists';
import { type AskedAction, useRowActions } from '../../shared/RowActionDialog';
import { resultSummary, verdictSentence } from '../VotingDetail/voting-result';
import { votingPeriod, votingRowLabel, votingStatusBadges } from './voting-labels';

export type VotingsListProps = Omit<ListProps<'votings', Voting>, 'onEdit'> & {
  /** PUT /votings/status/update; absent when the profile may not. Offered only as votingTransitions allow. */
  onStatus?: (voting: Voting, status: VotingStatus) => Promise<ActionResult>;
  /** DELETE /votings/delete/{id}; absent when the profile may not. */
  onDelete?: (voting: Voting) => Promise<ActionResult>;
};

export const votingsEmpty = {
  title: 'Todavía no hay votaciones',
  description: 'Cree la primera desde Nueva votación: queda como borrador hasta que la abra.',
};

const columns: readonly DataTableColumn<Voting>[] = [
  { id: 'title', header: 'Votación', value: (voting) => voting.title, primary: true, width: '26%' },
  {
    id: 'period',
    header: 'Período',
    value: votingPeriod,
    // Text dates would sort by day of the month; the list comes newest first.
    sortable: false,
    tabular: true,
    width: '20%',
  },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: votingStatusBadges,
    value: (voting) => voting.status,
    width: '11%',
  },
  { id: 'majority', header: 'Mayoría', value: (voting) => votingMajorityLabels[voting.majority], width: '15%' },
  { id: 'result', header: 'Resultado', value: resultSummary, sortable: false },
];

/** Each move votingTransitions allows, in the words of its menu item and its confirmation. */
const moves: Readonly<
  Record<Exclude<VotingStatus, 'borrador'>, { label: string; ask: (voting: Voting) => Omit<AskedAction, 'run'> }>
> = {
  abierta: {
    label: 'Abrir',
    ask: (voting) => ({
      title: `¿Abrir la votación «${voting.title}»?`,
      description:
        'Desde ahora se registran los votos de las unidades y el conteo se ve en curso. Sus opciones ya no se pueden cambiar.',
      confirmLabel: 'Abrir votación',
      tone: 'primary',
      done: `La votación «${voting.title}» quedó abierta`,
    }),
  },
  cerrada: {
    label: 'Cerrar',
    ask: (voting) => ({
      title: `¿Cerrar la votación «${voting.title}»?`,
      description: `Los votos quedan congelados y el resultado es el de ahora. ${verdictSentence(voting)} No se puede volver a abrir.`,
      confirmLabel: 'Cerrar votación',
      tone: 'primary',
      done: `La votación «${voting.title}» quedó cerrada`,
    }),
  },
  anulada: {
    label: 'Anular',
    ask: (voting) => ({
      title: `¿Anular la votación «${voting.title}»?`,
      description: 'Queda sin efecto: sus votos no deciden nada y no se puede volver a abrir.',
      confirmLabel: 'Anular votación',
      tone: 'danger',
      done: `La votación «${voting.title}» quedó anulada`,
    }),
  },
};

/**
 * /votaciones/listado: the complejo's votings (POST /votings/findall), newest first, each with its period, status,
 * majority and result: the option ahead while abierta, the verdict once cerrada. Opening, closing and annulling
 * follow votingTransitions, each confirmed first because it changes what the votes are worth.
 */
export function VotingsList({ onStatus, onDelete, ...list }: VotingsListProps) {
  const actions = useRowActions<Voting>({
    returnFocusTo: (voting) => rowActionsButton(votingRowLabel(voting)),
  });

  const rowActions = (voting: Voting): (DataTableRowAction | undefined)[] => [
    ...(onStatus
      ? votingTransitions[voting.status].map((status) => {
          const move = moves[status as Exclude<VotingStatus, 'borrador'>];
          return {
            label: move.label,
            tone: status === 'anulada' ? ('danger' as const) : undefined,
            onSelect: () => actions.ask(voting, { ...move.ask(voting), run: () => onStatus(voting, status) }),
          };
        })
      : []),
    // An abierta voting is closed or annulled first: the server refuses to delete it (votingMessages.openOnDelete).
    onDelete && voting.status !== 'abierta'
      ? {
          label: 'Eliminar',
          tone: 'danger',
          onSelect: () =>
            actions.ask(voting, {
              title: `¿Eliminar la votación «${voting.title}»?`,
              description: 'Se borran sus opciones y sus votos. Esta acción no se puede deshacer.',
              confirmLabel: 'Eliminar',
              tone: 'danger',
              done: `Se eliminó la votación «${voting.title}»`,
              run: () => onDelete(voting),
            }),
        }
      : undefined,
  ];

  return (
    <ListScreen
      {...list}
      field="votings"
      title="Votaciones"
      description="Las decisiones de los copropietarios, contadas por unidades y por coeficiente como pide la ley."
      createLabel="Nueva votación"
      notice={actions.notice}
      empty={votingsEmpty}
      columns={columns}
      getRowLabel={votingRowLabel}
      rowActions={rowActions}
      table={{
        searchPlaceholder: 'Buscar por título',
        filters: [{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }],
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
