import { formatCi } from '@horizontal/domain';
import { Card, CIField, DescriptionList, EmailField, PhoneField, TextField } from '@horizontal/ui';
import { FormSection } from '../FormSection';
import { type FieldErrors, PERSON_NAME_MAX } from '../forms';

/** Who someone with a login is (an employee, a user): the e-mail is how they sign in. */
export type Person = { name: string; identity: string; email: string; phone: string };

export type PersonFieldsProps = {
  /** The editor's form (from useSavingForm), whose values include the person's. */
  form: {
    values: Person;
    errors: FieldErrors<Person>;
    setValue: (key: keyof Person, value: string) => void;
    touch: (key: keyof Person) => void;
  };
};

/** The "Datos personales" section of the editor of someone who signs in. */
export function PersonFields({ form }: PersonFieldsProps) {
  const { values, errors, setValue, touch } = form;
  return (
    <FormSection title="Datos personales">
      <TextField
        label="Nombre y apellido"
        name="name"
        required
        maxLength={PERSON_NAME_MAX}
        value={values.name}
        error={errors.name}
        onChange={(name) => setValue('name', name)}
        onBlur={() => touch('name')}
      />
      <CIField
        name="identity"
        required
        value={values.identity}
        error={errors.identity}
        onChange={(identity) => setValue('identity', identity)}
        onBlur={() => touch('identity')}
      />
      <EmailField
        name="email"
        required
        hint="Con este correo ingresará al sistema."
        value={values.email}
        error={errors.email}
        onChange={(email) => setValue('email', email)}
        onBlur={() => touch('email')}
      />
      <PhoneField
        name="phone"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(phone) => setValue('phone', phone)}
        onBlur={() => touch('phone')}
      />
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
          { term: 'Correo electrónico', description: person.email },
          { term: 'Teléfono', description: person.phone },
        ]}
      />
    </Card>
  );
}
