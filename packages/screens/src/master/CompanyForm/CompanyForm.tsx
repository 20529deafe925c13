import type { Company } from '@horizontal/domain';
import { companyMessages, formatRut, validateCharacterText, validatePhone, validateRut } from '@horizontal/domain';
import { Button, Card, DescriptionList, EmailField, PhoneField, RUTField, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  ADDRESS_MAX,
  checkAddress,
  checkEmail,
  type FormState,
  onlyProblems,
  useSavingForm,
} from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { CompanyValues } from '../types';

export type CompanyFormProps = {
  state: FormState<Company>;
  /** POST /companies/create in CREATE mode, PUT /companies/update in MODIFY mode. */
  onSubmit: (values: CompanyValues) => Promise<ActionResult>;
  onSaved: (values: CompanyValues) => void;
  onCancel: () => void;
  /** DETAIL → MODIFY. */
  onEdit?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

export const COMPANY_NAME_MAX = 120;

const empty: CompanyValues = { name: '', rut: '', email: '', phone: '', address: '' };

const checkName = (name: string) =>
  name.trim().length > COMPANY_NAME_MAX
    ? `El nombre no puede superar los ${COMPANY_NAME_MAX} caracteres.`
    : validateCharacterText(name.trim());

const validate = (values: CompanyValues) =>
  onlyProblems<CompanyValues>({
    name: checkName(values.name),
    rut: validateRut(values.rut),
    email: checkEmail(values.email),
    phone: validatePhone(values.phone),
    address: checkAddress(values.address),
  });

const toRequest = (values: CompanyValues): CompanyValues => ({
  name: values.name.trim(),
  rut: values.rut,
  email: values.email.trim(),
  phone: values.phone,
  address: values.address.trim(),
});

type EditorProps = Omit<CompanyFormProps, 'state' | 'onEdit' | 'onRetry'> & { company: Company | null };

function CompanyEditor({ company, onSubmit, onSaved, onCancel, onDirtyChange }: EditorProps) {
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
    <FormScreen
      title={company ? 'Modificar administradora' : 'Nueva administradora'}
      description={company ? company.name : 'Registre la empresa que administrará complejos en Horizontal.'}
      serverError={form.serverError}
    >
      <form
        ref={form.formRef}
        className={layout.form}
        onSubmit={form.submit}
        noValidate
        aria-label={company ? 'Modificar administradora' : 'Nueva administradora'}
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
        <FormActions
          submitLabel={company ? 'Guardar cambios' : 'Crear administradora'}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}

function CompanyDetail({ company, onEdit }: { company: Company; onEdit?: () => void }) {
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
            { term: 'Correo electrónico', description: company.email },
            { term: 'Teléfono', description: company.phone },
            { term: 'Dirección', description: company.address },
          ]}
        />
      </Card>
    </FormScreen>
  );
}

/** /administradoras/nuevo and /administradoras/modificar, and an administradora's detail (SPEC §2). */
export function CompanyForm({ state, onEdit, onRetry, ...editor }: CompanyFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Administradora', MODIFY: 'Modificar administradora' }}
      loadingLabel="Cargando la administradora…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <CompanyEditor {...editor} company={null} />}
      detail={(company) => <CompanyDetail company={company} onEdit={onEdit} />}
      modify={(company) => <CompanyEditor key={company.id} {...editor} company={company} />}
    />
  );
}
