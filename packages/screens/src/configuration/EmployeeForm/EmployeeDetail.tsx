import { type Employee, formatDate } from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { activeStatusBadges } from '../../shared/labels';
import { PersonCard } from '../../shared/PersonFields';
import { dateOf } from './employee-form';

/** An employee as read: the person, the job, the profile and the complejos. */
export function EmployeeDetail({ employee, onEdit }: { employee: Employee; onEdit?: () => void }) {
  const status = activeStatusBadges[employee.status];
  const hiredOn = dateOf(employee.hiredOn);
  return (
    <FormScreen
      title={employee.name}
      description="Empleado"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <PersonCard person={employee} />
      <Card title="Trabajo y acceso">
        <DescriptionList
          items={[
            { term: 'Cargo', description: employee.position || 'Sin especificar' },
            { term: 'Fecha de ingreso', description: hiredOn ? formatDate(hiredOn) : 'Sin datos' },
            { term: 'Perfil', description: employee.role.description },
            { term: 'Complejos', description: employee.buildings.map((building) => building.name).join(', ') },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
