import { type Company, companyMessages } from '@horizontal/domain';
import { EmailField, PhoneField, RUTField, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { ADDRESS_MAX, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { CompanyFormProps } from './CompanyForm';
import { COMPANY_NAME_MAX, type CompanyValues, empty, toRequest, validate } from './company-form';

export type EditorProps = Omit<CompanyFormProps, 'state' | 'onEdit' | 'onRetry'> & { company: Company | null };

/** Creates an administradora or modifies one. */
export function CompanyEditor({ company, onSubmit, onSaved, onCancel, onDirtyChange }: EditorProps) {
  const form = useSavingForm<CompanyValues, CompanyValues>({
    fieldOf: (message) => (message === companyMessages.rutTaken ? 'rut' : undefined),
    initial: company ? toRequest(company) : empty,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
  });

  return (
    <RecordEditor
      form={form}
      title={company ? 'Modificar administradora' : 'Nueva administradora'}
      description={company ? company.name : 'Registre la empresa que administrará complejos en Horizontal.'}
      submitLabel={company ? 'Guardar cambios' : 'Crear administradora'}
      onCancel={onCancel}
    >
      <FormSection title="Identificación">
        <TextField
          label="Nombre"
          {...form.field('name')}
          required
          maxLength={COMPANY_NAME_MAX}
          hint="Como figura en el RUT, por ejemplo Administradora del Prado S.A."
        />
        <RUTField {...form.field('rut')} required />
      </FormSection>
      <FormSection title="Contacto">
        <EmailField {...form.field('email')} required />
        <PhoneField {...form.field('phone')} required />
        <div className={layout.fullRow}>
          <TextField
            label="Dirección"
            {...form.field('address')}
            autoComplete="street-address"
            required
            maxLength={ADDRESS_MAX}
          />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
