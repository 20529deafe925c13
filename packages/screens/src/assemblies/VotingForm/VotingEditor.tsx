import {
  toIsoDate,
  votingMajorities,
  votingMajorityDescriptions,
  votingMajorityLabels,
  votingQuorumDescriptions,
  votingQuorumLabels,
  votingQuorums,
} from '@horizontal/domain';
import { DateInput, Select, TextArea, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { OptionsField } from './OptionsField';
import type { VotingFormProps } from './VotingForm';
import {
  calendarDateOf,
  emptyDraft,
  NO_ASSEMBLY,
  refusedField,
  toRequest,
  type VotingDraft,
  type VotingValues,
  validate,
} from './voting-form';

export type VotingEditorProps = Omit<VotingFormProps, 'state' | 'history' | 'onOpenPage'>;

const majorityOptions = votingMajorities.map((majority) => ({
  value: majority,
  label: votingMajorityLabels[majority],
}));
const quorumOptions = votingQuorums.map((quorum) => ({ value: quorum, label: votingQuorumLabels[quorum] }));

/**
 * Creates a voting (POST /votings/create) as a borrador: the question, its period, the assembly it belongs to, the
 * majority and quorum the law or the bylaws ask (each explained under its field), and its options in order.
 */
export function VotingEditor({ options, onSubmit, onSaved, onCancel, onRetry, onDirtyChange }: VotingEditorProps) {
  const form = useSavingForm<VotingDraft, VotingValues>({
    initial: emptyDraft,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  // A cancelled assembly votes nothing: it is not offered.
  const assemblies =
    options.status === 'ready' ? options.assemblies.filter((assembly) => assembly.status !== 'cancelada') : [];

  return (
    <RecordEditor
      form={form}
      title="Nueva votación"
      description="Una decisión de los copropietarios. Se crea como borrador: ábrala desde el listado para registrar votos."
      options={{ state: options, unavailable: 'No se pudieron cargar las asambleas del complejo', onRetry }}
      submitLabel="Crear votación"
      onCancel={onCancel}
    >
      <FormSection title="Votación">
        <div className={layout.fullRow}>
          <TextField
            label="Título"
            {...form.field('title')}
            required
            maxLength={120}
            hint="La pregunta o el asunto, por ejemplo: Empresa para impermeabilizar azoteas."
          />
        </div>
        <div className={layout.fullRow}>
          <TextArea
            label="Descripción"
            {...form.field('description')}
            maxLength={2000}
            hint="Opcional: lo que las unidades necesitan saber para votar."
          />
        </div>
        <DateInput
          label="Fecha de inicio"
          name="startDate"
          required
          value={calendarDateOf(values.startDate)}
          onChange={(date) => setValue('startDate', date ? toIsoDate(date) : null)}
          onBlur={() => touch('startDate')}
          error={errors.startDate}
        />
        <DateInput
          label="Fecha de cierre"
          name="endDate"
          required
          value={calendarDateOf(values.endDate)}
          onChange={(date) => setValue('endDate', date ? toIsoDate(date) : null)}
          onBlur={() => touch('endDate')}
          error={errors.endDate}
        />
        <div className={layout.fullRow}>
          <Select
            label="Asamblea"
            name="assemblyId"
            // Until the assemblies arrive the field says so rather than «Ninguna», which might not be the choice.
            value={options.status === 'ready' ? values.assemblyId : ''}
            onChange={(assemblyId) => setValue('assemblyId', assemblyId)}
            error={errors.assemblyId}
            disabled={options.status !== 'ready'}
            placeholder={options.status === 'loading' ? 'Cargando asambleas…' : undefined}
            hint="Opcional. En la votación de una asamblea votan solo las unidades presentes o representadas en ella; un apoderado vota por todas las que representa."
            options={[
              { value: NO_ASSEMBLY, label: 'Ninguna: votan todas las unidades' },
              ...assemblies.map((assembly) => ({ value: String(assembly.id), label: assembly.title })),
            ]}
          />
        </div>
      </FormSection>
      <FormSection title="Reglas" description="La ley cuenta cada decisión dos veces: por unidades y por coeficiente.">
        <Select
          label="Mayoría requerida"
          name="majority"
          required
          value={values.majority}
          onChange={(majority) => setValue('majority', majority as VotingDraft['majority'])}
          error={errors.majority}
          hint={votingMajorityDescriptions[values.majority]}
          options={majorityOptions}
        />
        <Select
          label="Quórum"
          name="quorum"
          required
          value={values.quorum}
          onChange={(quorum) => setValue('quorum', quorum as VotingDraft['quorum'])}
          error={errors.quorum}
          hint={votingQuorumDescriptions[values.quorum]}
          options={quorumOptions}
        />
      </FormSection>
      <FormSection title="Opciones" columns={1}>
        <OptionsField
          draft={values}
          shown={errors.details !== undefined}
          onChange={(details) => setValue('details', details)}
          onBlur={() => touch('details')}
        />
      </FormSection>
    </RecordEditor>
  );
}
