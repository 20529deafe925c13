import { contractTypeLabels, contractTypes } from '@horizontal/domain';
import { CurrencyInput, DateInput, NumberField, Select } from '@horizontal/ui';
import { useMemo } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { StaffField } from '../StaffField';
import { calendarDateOf, isoDateOf, staffOptions } from '../staff-fields';
import { ContractFile } from './ContractFile';
import type { ContractFormProps } from './ContractForm';
import {
  type ContractDraft,
  type ContractValues,
  emptyDraft,
  refusedField,
  toRequest,
  validate,
} from './contract-form';

export type ContractEditorProps = Omit<ContractFormProps, 'state' | 'history' | 'onDownload'>;

const typeOptions = contractTypes.map((type) => ({ value: type, label: contractTypeLabels[type] }));

/**
 * Writes a work contract (POST /contracts/create): whose, of which type, from when and until when, the hours of the
 * week, the monthly salary and, optionally, the signed copy, uploaded straight to storage.
 */
export function ContractEditor({
  options,
  today,
  onUpload,
  onSubmit,
  onSaved,
  onCancel,
  onRetry,
  onDirtyChange,
}: ContractEditorProps) {
  const initial = useMemo(() => emptyDraft(today), [today]);
  const form = useSavingForm<ContractDraft, ContractValues>({
    initial,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  const people = useMemo(() => (options.status === 'ready' ? staffOptions(options.personnel) : []), [options]);

  return (
    <RecordEditor
      form={form}
      title="Nuevo contrato"
      description="El contrato de trabajo de una persona del personal. Cada persona tiene un solo contrato vigente o suspendido a la vez."
      options={{ state: options, unavailable: 'No se pudo cargar el personal del complejo', onRetry }}
      submitLabel="Crear contrato"
      onCancel={onCancel}
    >
      <FormSection title="Persona y tipo">
        <StaffField
          people={people}
          loading={options.status === 'loading'}
          disabled={options.status !== 'ready'}
          value={values.personnelId}
          error={errors.personnelId}
          onChange={(personnelId) => {
            setValue('personnelId', personnelId);
            touch('personnelId');
          }}
        />
        <Select
          label="Tipo de contrato"
          name="type"
          required
          options={typeOptions}
          value={values.type}
          error={errors.type}
          onChange={(type) => {
            setValue('type', type);
            touch('type');
          }}
        />
      </FormSection>
      <FormSection title="Vigencia">
        <DateInput
          label="Fecha de inicio"
          name="startDate"
          required
          value={calendarDateOf(values.startDate)}
          onChange={(date) => setValue('startDate', isoDateOf(date))}
          onBlur={() => touch('startDate')}
          error={errors.startDate}
        />
        <DateInput
          label="Fecha de fin"
          name="endDate"
          value={calendarDateOf(values.endDate)}
          onChange={(date) => {
            setValue('endDate', isoDateOf(date));
            touch('endDate');
          }}
          onBlur={() => touch('endDate')}
          error={errors.endDate}
          hint="Opcional: déjela vacía si el contrato no tiene fecha de fin (dd/mm/aaaa)."
        />
      </FormSection>
      <FormSection title="Jornada y salario">
        <NumberField
          label="Carga horaria semanal"
          {...form.field('weeklyHours')}
          required
          maxLength={2}
          hint="Horas por semana, hasta 60."
        />
        <CurrencyInput
          label="Salario mensual"
          {...form.field('monthlySalary')}
          required
          hint="El salario nominal de un mes, en pesos."
        />
      </FormSection>
      <FormSection title="Archivo" columns={1}>
        <div className={layout.fullRow}>
          <ContractFile
            file={values.file}
            onChange={(file) => {
              setValue('file', file);
              touch('file');
            }}
            onUploadingChange={(uploading) => setValue('uploading', uploading)}
            onUpload={onUpload}
            error={errors.file}
          />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
