import { formatIsoDate } from '@horizontal/domain';
import { Checkbox, DateInput, Field, fieldLabelId, RadioGroup, TextArea, TextField } from '@horizontal/ui';
import { useMemo } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { WHOLE_COMPLEX } from '../notice-labels';
import type { NoticeFormProps } from './NoticeForm';
import * as styles from './NoticeForm.css';
import {
  calendarDateOf,
  emptyDraft,
  isoDateOf,
  type NoticeAudience,
  type NoticeDraft,
  type NoticeValues,
  refusedField,
  toRequest,
  validate,
} from './notice-form';

export type NoticeEditorProps = Omit<NoticeFormProps, 'state' | 'history'>;

const audienceOptions = [
  { value: 'all', label: WHOLE_COMPLEX },
  { value: 'some', label: 'Algunas torres' },
];

/** Who gets the notice by e-mail, and when: the backend sends it on its day of publication. */
const deliveryHint = (draft: NoticeDraft, today: string) => {
  const who =
    draft.audience === 'all'
      ? 'Los residentes del complejo que tienen correo electrónico'
      : 'Los residentes de las torres elegidas que tienen correo electrónico';
  return draft.publishedOn !== null && draft.publishedOn > today
    ? `${who} la reciben por correo el ${formatIsoDate(draft.publishedOn)}, el día de su publicación.`
    : `${who} la reciben por correo al publicarla.`;
};

/**
 * Publishes a notice (POST /notices/create): its title and text, from which day and until which, and for the whole
 * complejo or some of its towers.
 */
export function NoticeEditor({
  options,
  today,
  onSubmit,
  onSaved,
  onCancel,
  onRetry,
  onDirtyChange,
}: NoticeEditorProps) {
  const initial = useMemo(() => emptyDraft(today), [today]);
  const form = useSavingForm<NoticeDraft, NoticeValues>({
    initial,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  const towers = options.status === 'ready' ? options.towers : [];

  const toggleTower = (id: number, picked: boolean) => {
    setValue('towerIds', picked ? [...values.towerIds, id] : values.towerIds.filter((tower) => tower !== id));
    touch('towerIds');
  };

  return (
    <RecordEditor
      form={form}
      title="Nueva noticia"
      description="Un aviso para los residentes del complejo o de algunas de sus torres."
      options={{ state: options, unavailable: 'No se pudieron cargar las torres del complejo', onRetry }}
      submitLabel="Publicar noticia"
      onCancel={onCancel}
    >
      <FormSection title="Noticia">
        <div className={layout.fullRow}>
          <TextField
            label="Título"
            {...form.field('title')}
            required
            maxLength={120}
            hint="Por ejemplo: Corte de agua programado."
          />
        </div>
        <div className={layout.fullRow}>
          <TextArea
            label="Texto"
            {...form.field('text')}
            required
            rows={6}
            maxLength={5000}
            hint="Se muestra como se escribe, con sus saltos de línea."
          />
        </div>
      </FormSection>
      <FormSection title="Vigencia">
        <DateInput
          label="Fecha de publicación"
          name="publishedOn"
          required
          value={calendarDateOf(values.publishedOn)}
          onChange={(date) => setValue('publishedOn', isoDateOf(date))}
          onBlur={() => touch('publishedOn')}
          error={errors.publishedOn}
        />
        <DateInput
          label="Vencimiento"
          name="expiresOn"
          value={calendarDateOf(values.expiresOn)}
          onChange={(date) => {
            setValue('expiresOn', isoDateOf(date));
            touch('expiresOn');
          }}
          onBlur={() => touch('expiresOn')}
          error={errors.expiresOn}
          hint="Opcional: el último día en que se muestra (dd/mm/aaaa)."
        />
      </FormSection>
      <FormSection title="Destinatarios">
        <div className={layout.fullRow}>
          <RadioGroup
            label="Para"
            name="audience"
            required
            orientation="horizontal"
            value={values.audience}
            onChange={(audience) => setValue('audience', audience as NoticeAudience)}
            options={audienceOptions}
            disabled={options.status !== 'ready'}
            hint={deliveryHint(values, today)}
          />
        </div>
        {values.audience === 'some' && (
          <div className={layout.fullRow}>
            <Field label="Torres" kind="group" required error={errors.towerIds}>
              {(wiring) => (
                // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a second visible legend
                <div
                  role="group"
                  aria-labelledby={fieldLabelId(wiring.id)}
                  aria-describedby={wiring['aria-describedby']}
                  aria-invalid={wiring['aria-invalid']}
                  // A failed submit moves the focus to the first invalid field: here, the group that names the problem.
                  tabIndex={-1}
                  className={styles.towers}
                >
                  {towers.map((tower) => (
                    <Checkbox
                      key={tower.id}
                      label={tower.name}
                      name="towerIds"
                      value={String(tower.id)}
                      checked={values.towerIds.includes(tower.id)}
                      onChange={(picked) => toggleTower(tower.id, picked)}
                    />
                  ))}
                </div>
              )}
            </Field>
          </div>
        )}
      </FormSection>
    </RecordEditor>
  );
}
