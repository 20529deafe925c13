import { formatCi, formatDate, parseIsoDate, type Resident, residentRelationLabels } from '@horizontal/domain';
import { Button, Card, DescriptionList, InlineAlert, StatusBadge } from '@horizontal/ui';
import { contactOf } from '../../shared/contact';
import { FormScreen } from '../../shared/FormScreen';
import { activeStatusBadges } from '../../shared/labels';
import { apartmentLabel, residentFullName } from '../labels';

const birthDateText = (birthDate: string | null) => {
  if (!birthDate) return 'Sin datos';
  const parsed = parseIsoDate(birthDate);
  return parsed.ok ? formatDate(parsed.value) : birthDate;
};

type DetailProps = {
  resident: Resident;
  onApartments?: () => void;
  /** «Corregir contacto»: absent for an inactive resident or a profile that may not. */
  onModify?: () => void;
};

/** A resident as registered; only the e-mail and the phone are corrected in place (SPEC §6, issue #30). */
export function ResidentDetail({ resident, onApartments, onModify }: DetailProps) {
  const status = activeStatusBadges[resident.status];
  return (
    <FormScreen
      title={residentFullName(resident)}
      description="Residente"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={
        (onApartments || onModify) && (
          <>
            {onModify && (
              <Button variant="secondary" onClick={onModify}>
                Corregir contacto
              </Button>
            )}
            {onApartments && <Button onClick={onApartments}>Apartamentos</Button>}
          </>
        )
      }
    >
      <InlineAlert tone="info" title="El nombre, la cédula y la fecha de nacimiento no se modifican">
        Si alguno está equivocado, desactive al residente desde el listado y créelo nuevamente con los datos correctos:
        la cédula de un residente inactivo puede volver a registrarse. El correo y el teléfono se corrigen con «Corregir
        contacto».
      </InlineAlert>
      <Card title="Datos personales">
        <DescriptionList
          items={[
            { term: 'Nombre', description: resident.name },
            { term: 'Apellido', description: resident.lastName },
            { term: 'Cédula de identidad', description: formatCi(resident.identity) },
            { term: 'Fecha de nacimiento', description: birthDateText(resident.birthDate) },
          ]}
        />
      </Card>
      <Card title="Contacto">
        <DescriptionList
          items={[
            { term: 'Correo electrónico', description: contactOf('email', resident.email, 'Sin datos') },
            { term: 'Teléfono', description: contactOf('phone', resident.phone, 'Sin datos') },
          ]}
        />
      </Card>
      <Card title="Apartamentos">
        <DescriptionList
          items={
            resident.apartments.length === 0
              ? [{ term: 'Apartamentos', description: 'No está asociado a ningún apartamento.' }]
              : resident.apartments.map((apartment) => ({
                  term: apartmentLabel(apartment),
                  description: residentRelationLabels[apartment.relation],
                }))
          }
        />
      </Card>
    </FormScreen>
  );
}
