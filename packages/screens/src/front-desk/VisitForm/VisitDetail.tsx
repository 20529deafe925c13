import { formatCi, formatIsoDate, type Visit } from '@horizontal/domain';
import { Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { visitStatusBadges } from '../labels';

/** A visit as registered, with when it came and left. */
export function VisitDetail({ visit }: { visit: Visit }) {
  const badge = visitStatusBadges[visit.status];
  return (
    <FormScreen
      title={`Visita de ${visit.name}`}
      description={`A ${visit.apartment}`}
      meta={<StatusBadge label={badge.label} tone={badge.tone} />}
    >
      <Card title="Visita">
        <DescriptionList
          items={[
            { term: 'Nombre', description: visit.name },
            { term: 'Cédula', description: visit.identity ? formatCi(visit.identity) : 'No la dio' },
            { term: 'Matrícula', description: visit.plate || 'Sin vehículo' },
            { term: 'Unidad', description: visit.apartment },
          ]}
        />
      </Card>
      <Card title="Horario">
        <DescriptionList
          items={[
            { term: 'Fecha', description: formatIsoDate(visit.date) },
            { term: 'Hora esperada', description: visit.expectedTime?.slice(0, 5) ?? 'Llegó sin aviso' },
            { term: 'Ingreso', description: visit.entryTime?.slice(0, 5) ?? 'Todavía no ingresó' },
            { term: 'Salida', description: visit.exitTime?.slice(0, 5) ?? 'Todavía no se retiró' },
            { term: 'Estado', description: badge.label },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
