import { formatCi, type Resident } from '@horizontal/domain';
import { DescriptionList, EmailField, PhoneField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, checkEmail, checkOptionalPhone, onlyProblems, useSavingForm } from '../../shared/forms';
import { residentFullName } from '../labels';

/** What PUT /residents/contact takes besides the resident's id, which the app adds: '' clears one. */
export type ResidentContactValues = { email: string; phone: string };

export type ResidentContactEditorProps = {
  resident: Resident;
  onSubmit: (values: ResidentContactValues) => Promise<ActionResult>;
  onSaved: (values: ResidentContactValues) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const validate = (values: ResidentContactValues) =>
  onlyProblems<ResidentContactValues>({
    email: values.email.trim() === '' ? null : checkEmail(values.email),
    phone: checkOptionalPhone(values.phone),
  });

/**
 * /residentes/modificar: a typo in an e-mail or a phone is corrected in place (issue #30). Who the resident is (name,
 * CI, birth date) stays: a wrong one is corrected by registering the person again, as the spec has it (SPEC §6).
 */
export function ResidentContactEditor({
  resident,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
}: ResidentContactEditorProps) {
  const form = useSavingForm<ResidentContactValues, ResidentContactValues>({
    initial: { email: resident.email, phone: resident.phone },
    validate,
    toRequest: (values) => ({ email: values.email.trim(), phone: values.phone }),
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  return (
    <RecordEditor
      form={form}
      title="Corregir contacto"
      description={`El correo electrónico y el teléfono de ${residentFullName(resident)}. Deje vacío el que no tenga.`}
      submitLabel="Guardar contacto"
      onCancel={onCancel}
    >
      <FormSection title="Residente" description="El nombre, la cédula y la fecha de nacimiento no se modifican aquí.">
        <DescriptionList
          items={[
            { term: 'Nombre', description: residentFullName(resident) },
            { term: 'Cédula de identidad', description: formatCi(resident.identity) },
          ]}
        />
      </FormSection>
      <FormSection title="Contacto">
        <EmailField {...form.field('email')} />
        <PhoneField {...form.field('phone')} />
      </FormSection>
    </RecordEditor>
  );
}
