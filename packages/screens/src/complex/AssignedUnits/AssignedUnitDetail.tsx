import type { Pantry, Parking } from '@horizontal/domain';
import { Button, Card, DescriptionList } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import type { AssignedUnitOptions } from './AssignedUnitForm';
import { apartmentOptions, capitalized } from './assigned-unit-form';
import type { AssignedUnitKind } from './kinds';

type DetailProps = {
  kind: AssignedUnitKind;
  record: Pantry | Parking;
  options: AssignedUnitOptions;
  onEdit?: () => void;
};

/** A despensa or an estacionamiento as read, with «Modificar» when the profile may change it. */
export function AssignedUnitDetail({ kind, record, options, onEdit }: DetailProps) {
  const assigned =
    record.apartmentId === null
      ? 'Sin asignar'
      : (apartmentOptions(options).find((option) => option.value === String(record.apartmentId))?.label ??
        record.apartment ??
        'Sin asignar');
  return (
    <FormScreen
      title={`${capitalized(kind.noun)} ${record.number}`}
      description={capitalized(kind.noun)}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Datos">
        <DescriptionList
          items={[
            { term: 'Número', description: record.number },
            { term: 'Descripción', description: record.description || 'Sin descripción' },
            ...('covered' in record ? [{ term: 'Techado', description: record.covered ? 'Sí' : 'No' }] : []),
            { term: 'Apartamento', description: assigned },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
