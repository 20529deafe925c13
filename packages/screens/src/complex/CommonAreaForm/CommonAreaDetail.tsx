import { type CommonArea, countNoun, formatCurrency } from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { feminineActiveStatusBadges } from '../../shared/labels';
import { turnLabel } from '../labels';

/** A common area as read, with «Modificar» when the profile may change it. */
export function CommonAreaDetail({ area, onEdit }: { area: CommonArea; onEdit?: () => void }) {
  const status = feminineActiveStatusBadges[area.status];
  return (
    <FormScreen
      title={area.name}
      description="Área común"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Área común">
        <DescriptionList
          items={[
            { term: 'Capacidad', description: `${area.capacity} personas` },
            { term: 'Descripción y reglas de uso', description: area.description || 'Sin descripción' },
          ]}
        />
      </Card>
      <Card title="Reservas">
        <DescriptionList
          items={[
            { term: 'Precio de la reserva', description: area.price === 0 ? 'Gratuita' : formatCurrency(area.price) },
            { term: 'Aprobación', description: area.requiresApproval ? 'Requiere aprobación' : 'Automática' },
            {
              term: 'Anticipación',
              description: `${area.bookingWindowDays} ${countNoun(area.bookingWindowDays, 'día', 'días')}`,
            },
            {
              term: 'Reservas por unidad en el mes',
              description: area.monthlyLimit === null ? 'Sin límite' : String(area.monthlyLimit),
            },
            { term: 'Turnos', description: area.turns.map(turnLabel).join(', ') },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
