import { reportCategories, reportCategoryLabels } from '@horizontal/domain';
import { Combobox, DateInput, Select, TextArea, TextField } from '@horizontal/ui';
import { useMemo } from 'react';
import { matchesApartment } from '../../complex/labels';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { calendarDateOf, isoDateOf } from '../calendar';
import { unitOptions } from '../labels';
import type { ReportFormProps } from './ReportForm';
import { ReportPhotos } from './ReportPhotos';
import { emptyDraft, type ReportDraft, type ReportValues, refusedField, toRequest, validate } from './report-form';

export type ReportEditorProps = Omit<ReportFormProps, 'state' | 'history'>;

/** Writes a report (POST /reports/create): what happened, where, when, and the photos that show it. */
export function ReportEditor({
  options,
  today,
  onUpload,
  onSubmit,
  onSaved,
  onCancel,
  onRetry,
  onDirtyChange,
}: ReportEditorProps) {
  const initial = useMemo(() => emptyDraft(today), [today]);
  const form = useSavingForm<ReportDraft, ReportValues>({
    initial,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  const units = options.status === 'ready' ? options.units : [];

  return (
    <RecordEditor
      form={form}
      title="Nuevo reporte"
      description="Una novedad de portería: algo que se rompió, un problema de convivencia, lo que la administración debe saber."
      options={{ state: options, unavailable: 'No se pudieron cargar las unidades', onRetry }}
      submitLabel="Registrar reporte"
      onCancel={onCancel}
    >
      <FormSection title="Qué pasó">
        <Select
          label="Categoría"
          name="category"
          required
          value={values.category}
          error={errors.category}
          placeholder="Seleccione la categoría"
          onChange={(category) => {
            setValue('category', category);
            touch('category');
          }}
          options={reportCategories.map((category) => ({ value: category, label: reportCategoryLabels[category] }))}
        />
        <TextField
          label="Título"
          {...form.field('title')}
          required
          maxLength={120}
          hint="En pocas palabras: por ejemplo Luz quemada en el palier del 4.º piso."
        />
        <div className={layout.fullRow}>
          <TextArea
            label="Descripción"
            {...form.field('description')}
            maxLength={2000}
            hint="Opcional: dónde, qué se hizo, a quién se avisó."
          />
        </div>
      </FormSection>
      <FormSection title="Dónde y cuándo">
        <Combobox
          label="Unidad"
          name="unit"
          placeholder={options.status === 'loading' ? 'Cargando unidades…' : 'Escriba el número, o déjelo vacío'}
          hint="Opcional: déjelo vacío si es de todo el complejo."
          disabled={options.status !== 'ready'}
          options={unitOptions(units)}
          matches={matchesApartment}
          value={values.unit}
          error={errors.unit}
          onChange={(unit) => setValue('unit', unit)}
        />
        <DateInput
          label="Fecha"
          name="date"
          required
          value={calendarDateOf(values.date)}
          onChange={(date) => setValue('date', isoDateOf(date))}
          onBlur={() => touch('date')}
          error={errors.date}
          maxDate={calendarDateOf(today) ?? undefined}
        />
      </FormSection>
      <FormSection title="Fotos">
        <div className={layout.fullRow}>
          <ReportPhotos
            photos={values.photos}
            onPhotosChange={(photos) => setValue('photos', photos)}
            onUploadingChange={(count) => setValue('uploading', count)}
            onUpload={onUpload}
            error={errors.photos}
          />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
