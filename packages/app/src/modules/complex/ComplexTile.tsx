import { codeModule, countNoun } from '@horizontal/domain';
import { ModuleTile } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { complexQueries } from './queries';

/** A figure, or null when the summary left it out (the profile may not read its list). */
const figure = (value: number | null, one: string, many: string, href: string, attention = false) =>
  value === null ? null : { value, label: countNoun(value, one, many), href, attention };

/** The complejo module on Inicio: its units, those nobody lives in, and residents to complete. */
export default function ComplexTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const { query, state } = useTileState(
    complexQueries.summary(buildingId),
    codeModule('complex')?.notificationTypeId,
    ({ summary }) => [
      figure(summary.units, 'unidad', 'unidades', '/apartamentos/listado'),
      figure(summary.unitsWithoutResident, 'unidad sin residentes', 'unidades sin residentes', '/apartamentos/listado'),
      figure(
        summary.residentsWithoutPhone,
        'residente sin teléfono',
        'residentes sin teléfono',
        '/residentes/listado?sin=telefono',
        true,
      ),
      figure(
        summary.residentsWithoutEmail,
        'residente sin correo',
        'residentes sin correo',
        '/residentes/listado?sin=correo',
        true,
      ),
    ],
  );
  return <ModuleTile title="Complejo" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
