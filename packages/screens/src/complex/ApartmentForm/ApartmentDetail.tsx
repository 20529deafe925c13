import type { Apartment, Option } from '@horizontal/domain';
import { Button, Card, DescriptionList } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { formatDecimal } from '../labels';

type DetailProps = { apartment: Apartment; unitTypes: readonly Option[]; onEdit?: () => void };

/** A unit as read, with «Modificar» when the profile may change it. */
export function ApartmentDetail({ apartment, unitTypes, onEdit }: DetailProps) {
  return (
    <FormScreen
      title={`Apartamento ${apartment.number}`}
      description={apartment.tower ?? 'Apartamento'}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Ubicación">
        <DescriptionList
          items={[
            { term: 'Torre', description: apartment.tower ?? 'Sin torre' },
            { term: 'Número', description: apartment.number },
            { term: 'Piso', description: String(apartment.floor) },
          ]}
        />
      </Card>
      <Card title="Características">
        <DescriptionList
          items={[
            {
              term: 'Tipo de unidad',
              description: unitTypes.find((type) => type.id === apartment.unitTypeId)?.name ?? 'Sin especificar',
            },
            { term: 'Dormitorios', description: String(apartment.rooms) },
            { term: 'Superficie', description: `${formatDecimal(apartment.area)} m²` },
            { term: 'Coeficiente', description: `${formatDecimal(apartment.coefficient)} %` },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
