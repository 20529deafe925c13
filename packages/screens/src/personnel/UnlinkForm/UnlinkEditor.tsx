import { unlinkReasonLabels, unlinkReasons } from '@horizontal/domain';
import { Button, DateInput, DescriptionList, Dialog, DialogClose, Select, TextArea } from '@horizontal/ui';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { StaffField } from '../StaffField';
import { calendarDateOf, isoDateOf, staffMember, staffName, staffOptions } from '../staff-fields';
import type { UnlinkFormProps } from './UnlinkForm';
import * as styles from './UnlinkForm.css';
import {
  contractInForce,
  contractSummary,
  emptyDraft,
  NO_CONTRACT_IN_FORCE,
  refusedField,
  toRequest,
  type UnlinkDraft,
  type UnlinkValues,
  unlinkConsequence,
  validate,
} from './unlink-form';

export type UnlinkEditorProps = Omit<UnlinkFormProps, 'state' | 'history'>;

const reasonOptions = unlinkReasons.map((reason) => ({ value: reason, label: unlinkReasonLabels[reason] }));

/**
 * Registers a desvinculación (POST /unlink/create): who, on which day and why. The contract in force it finishes is
 * shown as the person is chosen, and what happens is asked once more before saving, since it cannot be undone.
 */
export function UnlinkEditor({
  options,
  today,
  onSubmit,
  onSaved,
  onCancel,
  onRetry,
  onDirtyChange,
}: UnlinkEditorProps) {
  const initial = useMemo(() => emptyDraft(today), [today]);
  const ready = options.status === 'ready';
  const personnel = ready ? options.personnel : [];
  const contracts = ready ? options.contracts : [];
  const form = useSavingForm<UnlinkDraft, UnlinkValues>({
    initial,
    validate,
    toRequest: (draft) => toRequest(draft, contracts),
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  const people = useMemo(() => staffOptions(personnel), [personnel]);
  const person = staffMember(personnel, values.personnelId);
  const contract = contractInForce(contracts, values.personnelId);

  // The save asks first: a valid form opens the question, and only its «Desvincular» sends it.
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const submit = (event: FormEvent) => {
    if (confirmed.current || Object.keys(validate(values)).length > 0) {
      confirmed.current = false;
      form.submit(event);
      return;
    }
    event.preventDefault();
    setAsking(true);
  };
  // Sent once the question has closed and given the focus back: a refusal then moves it to its field, never the
  // other way round (the closing dialog would take it from the field).
  const sendOnClose = useRef(false);
  const confirm = () => {
    sendOnClose.current = true;
    setAsking(false);
  };
  const submitButton = () => form.formRef.current?.querySelector<HTMLElement>('button[type="submit"]');
  const returnFocus = () => {
    if (sendOnClose.current) {
      sendOnClose.current = false;
      confirmed.current = true;
      queueMicrotask(() => form.formRef.current?.requestSubmit());
    }
    return submitButton();
  };

  return (
    <RecordEditor
      form={{ ...form, submit }}
      title="Nueva desvinculación"
      description="Registre que una persona deja de trabajar en el complejo. Su contrato vigente se finaliza en la fecha indicada."
      options={{ state: options, unavailable: 'No se pudieron cargar el personal y sus contratos', onRetry }}
      submitLabel="Registrar desvinculación"
      onCancel={onCancel}
    >
      <FormSection title="Persona">
        <StaffField
          people={people}
          loading={options.status === 'loading'}
          disabled={!ready}
          value={values.personnelId}
          error={errors.personnelId}
          onChange={(personnelId) => {
            setValue('personnelId', personnelId);
            touch('personnelId');
          }}
        />
        <DateInput
          label="Fecha de desvinculación"
          name="date"
          required
          value={calendarDateOf(values.date)}
          onChange={(date) => setValue('date', isoDateOf(date))}
          onBlur={() => touch('date')}
          error={errors.date}
          hint="El último día de trabajo, dd/mm/aaaa: el contrato se finaliza ese día."
        />
        <div className={layout.fullRow}>
          <div className={styles.consequence} aria-live="polite">
            <DescriptionList
              columns={1}
              items={[
                {
                  term: 'Contrato que se finaliza',
                  description: !person
                    ? 'Elija la persona para ver su contrato.'
                    : contract
                      ? contractSummary(contract)
                      : NO_CONTRACT_IN_FORCE,
                },
              ]}
            />
          </div>
        </div>
      </FormSection>
      <FormSection title="Motivo">
        <Select
          label="Motivo"
          name="reason"
          required
          placeholder="Seleccione el motivo"
          options={reasonOptions}
          value={values.reason}
          error={errors.reason}
          onChange={(reason) => {
            setValue('reason', reason);
            touch('reason');
          }}
        />
        <div className={layout.fullRow}>
          <TextArea
            label="Notas"
            {...form.field('notes')}
            maxLength={2000}
            hint="Opcional: preaviso, entrega de llaves, lo que convenga dejar escrito."
          />
        </div>
      </FormSection>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        size="sm"
        title={person ? `¿Desvincular a ${staffName(person)}?` : '¿Registrar la desvinculación?'}
        description={unlinkConsequence(contract, values.date ?? today)}
        // Opened by the form's own button, which then shows the save going on.
        returnFocusTo={returnFocus}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Volver</Button>
            </DialogClose>
            <Button variant="danger" onClick={confirm}>
              Desvincular
            </Button>
          </>
        }
      />
    </RecordEditor>
  );
}
