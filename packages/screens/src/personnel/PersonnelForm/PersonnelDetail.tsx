import { formatCi, type Personnel } from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { contactOf } from '../../shared/contact';
import { FormScreen } from '../../shared/FormScreen';
import { personnelFullName, personnelStatusBadges, workdaysLabel } from '../PersonnelList/personnel-labels';
import { weekDays } from './personnel-form';

/** «Lunes, Martes y Viernes»: the days in full, where there is room for them. */
const daysInFull = (workdays: string) => {
  const names = weekDays.filter((day) => workdays.includes(day.letter)).map((day) => day.name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
};

/** A person of the staff as read: who they are, how to reach them and their workday. */
export function PersonnelDetail({ person, onEdit }: { person: Personnel; onEdit?: () => void }) {
  const status = personnelStatusBadges[person.status];
  return (
    <FormScreen
      title={personnelFullName(person)}
      description={person.personnelType ?? 'Personal del complejo'}
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Datos personales">
        <DescriptionList
          items={[
            { term: 'Tipo de personal', description: person.personnelType ?? 'Sin tipo' },
            { term: 'Cédula de identidad', description: formatCi(person.identity) },
            { term: 'Teléfono', description: contactOf('phone', person.phone, 'Sin teléfono') },
            { term: 'Correo electrónico', description: contactOf('email', person.email, 'Sin correo') },
          ]}
        />
      </Card>
      <Card title="Jornada">
        <DescriptionList
          items={[
            {
              term: 'Horario',
              description:
                person.workdayStart && person.workdayEnd
                  ? `${person.workdayStart} a ${person.workdayEnd}`
                  : 'Sin horario fijo',
            },
            {
              term: 'Días de trabajo',
              description: person.workdays ? `${daysInFull(person.workdays)} (${workdaysLabel(person.workdays)})` : '',
            },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
