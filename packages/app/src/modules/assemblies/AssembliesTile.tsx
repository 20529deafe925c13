import { type AssemblySummary, codeModule, countNoun, formatIsoDate } from '@horizontal/domain';
import { ModuleTile, type TileFigure } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { assembliesPath, assemblyPageRoute, useRecordView } from './pages/paths';
import { assemblyQueries } from './queries';

/** The next assembly convocada, its day as the figure and its title after it; or none convocada. */
const nextAssembly = (
  assemblies: AssemblySummary['assemblies'],
  viewOf: (record: { id: number }) => string,
): TileFigure | null => {
  if (assemblies === null) return null;
  const { next } = assemblies;
  if (next === null) return { value: 0, label: 'asambleas convocadas', href: '/asambleas/listado' };
  return {
    value: 1,
    display: next.time ? `${formatIsoDate(next.date)} ${next.time}` : formatIsoDate(next.date),
    label: `próxima asamblea: «${next.title}»`,
    href: viewOf(next),
  };
};

/** Asambleas on Inicio: the next assembly, and the votings open now (each null for whom may not read its list). */
export default function AssembliesTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const viewOf = useRecordView(assembliesPath, assemblyPageRoute);
  const { query, state } = useTileState(
    assemblyQueries.summary(buildingId),
    codeModule('assemblies')?.notificationTypeId,
    ({ summary }) => [
      nextAssembly(summary.assemblies, viewOf),
      summary.openVotings === null
        ? null
        : {
            value: summary.openVotings,
            label: countNoun(summary.openVotings, 'votación abierta', 'votaciones abiertas'),
            href: '/votaciones/listado?filtro.status=abierta',
            attention: true,
          },
    ],
  );
  return <ModuleTile title="Asambleas" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
