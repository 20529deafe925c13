import { type Company, formatRut } from '@horizontal/domain';
import { Button, Card, DescriptionList } from '@horizontal/ui';
import { contactOf } from '../../shared/contact';
import { FormScreen } from '../../shared/FormScreen';

/** An administradora as read, with «Modificar» when the profile may change it. */
export function CompanyDetail({ company, onEdit }: { company: Company; onEdit?: () => void }) {
  return (
    <FormScreen
      title={company.name}
      description="Administradora"
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Identificación">
        <DescriptionList
          items={[
            { term: 'Nombre', description: company.name },
            { term: 'RUT', description: formatRut(company.rut) },
          ]}
        />
      </Card>
      <Card title="Contacto">
        <DescriptionList
          items={[
            { term: 'Correo electrónico', description: contactOf('email', company.email) },
            { term: 'Teléfono', description: contactOf('phone', company.phone) },
            { term: 'Dirección', description: company.address },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
