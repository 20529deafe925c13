import { formatCi } from '@horizontal/domain';
import { Card, CIField, DescriptionList, EmailField, PhoneField, TextField } from '@horizontal/ui';
import { contactOf } from '../contact';
import { FormSection } from '../FormSection';
import { type FieldBinding, PERSON_NAME_MAX } from '../forms';

/** Who someone with a login is (an employee, a user): the e-mail is how they sign in. */
export type Person = { name: string; identity: string; email: string; phone: string };

export type PersonFieldsProps = {
  /** The editor's form (from useSavingForm), whose values include the person's. */
  form: { field: (key: keyof Person) => FieldBinding<keyof Person, string> };
};

/** The "Datos personales" section of the editor of someone who signs in. */
export function PersonFields({ form }: PersonFieldsProps) {
  return (
    <FormSection title="Datos personales">
      <TextField label="Nombre y apellido" {...form.field('name')} required maxLength={PERSON_NAME_MAX} />
      <CIField {...form.field('identity')} required />
      <EmailField {...form.field('email')} required hint="Con este correo ingresará al sistema." />
      <PhoneField {...form.field('phone')} required />
    </FormSection>
  );
}

/** The same data in a detail screen. */
export function PersonCard({ person }: { person: Person }) {
  return (
    <Card title="Datos personales">
      <DescriptionList
        items={[
          { term: 'Nombre y apellido', description: person.name },
          { term: 'Cédula de identidad', description: formatCi(person.identity) },
          { term: 'Correo electrónico', description: contactOf('email', person.email) },
          { term: 'Teléfono', description: contactOf('phone', person.phone) },
        ]}
      />
    </Card>
  );
}
