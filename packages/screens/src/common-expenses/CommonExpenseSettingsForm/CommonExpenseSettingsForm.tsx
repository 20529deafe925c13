import type { CommonExpenseSettings, LateFeeRuleName } from '@horizontal/domain';
import { Dialog, InlineAlert, RadioGroup, SkeletonGroup, SkeletonText, Switch, TextField } from '@horizontal/ui';
import { AlertWithStep } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import { FormDialog } from '../FormDialog';
import {
  draftOf,
  lateFeeRuleOptions,
  type SettingsDraft,
  type SettingsValues,
  toRequest,
  validate,
} from './settings-form';

export type CommonExpenseSettingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; settings: CommonExpenseSettings };

export type CommonExpenseSettingsFormProps = {
  /** GET /commonexpenses/settings/{complejo}, as the app caches it. */
  state: CommonExpenseSettingsState;
  onRetry: () => void;
  /** POST /commonexpenses/settings (the app adds the complejo). */
  onSubmit: (values: SettingsValues) => Promise<ActionResult>;
  onSaved: (values: SettingsValues) => void;
  /** Closes the dialog. */
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const TITLE = 'Configuración de gastos comunes';

export const billTenantsHint =
  'El inquilino paga los gastos ordinarios y las áreas comunes; el propietario, el fondo de reserva y la cuota extraordinaria.';

export const legalRuleMeaning =
  'La deuda se reajusta por la variación del IPC y lleva un interés del 12 % anual, sin capitalizar: los intereses no generan nuevos intereses.';

function SettingsEditor({
  settings,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
}: Omit<CommonExpenseSettingsFormProps, 'state' | 'onRetry'> & { settings: CommonExpenseSettings }) {
  const form = useSavingForm<SettingsDraft, SettingsValues>({
    initial: draftOf(settings),
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, setValue, errors } = form;
  return (
    <FormDialog
      form={form}
      title={TITLE}
      description="Cómo factura el complejo cada mes y cómo se cobra la mora."
      submitLabel="Guardar configuración"
      onCancel={onCancel}
    >
      <FormSection title="Cada mes" columns={1}>
        <TextField
          label="Día de vencimiento"
          inputMode="numeric"
          maxLength={2}
          required
          hint="Del 1 al 28 del mes siguiente al período: todos los meses lo tienen."
          {...form.field('dueDay')}
        />
        <TextField
          label="Fondo de reserva (%)"
          inputMode="decimal"
          maxLength={6}
          required
          hint="Sobre los egresos del mes, con hasta dos decimales."
          {...form.field('reserveFund')}
        />
        <Switch
          label="Cobrar aparte a los inquilinos"
          name="billTenants"
          checked={values.billTenants}
          hint={billTenantsHint}
          onChange={(billTenants) => setValue('billTenants', billTenants)}
        />
      </FormSection>
      <FormSection title="Mora" columns={1}>
        <RadioGroup
          label="Regla de la mora"
          name="lateFeeRule"
          value={values.lateFeeRule}
          error={errors.lateFeeRule}
          options={lateFeeRuleOptions}
          onChange={(rule) => setValue('lateFeeRule', rule as LateFeeRuleName)}
        />
        {values.lateFeeRule === 'ley-19604' ? (
          <InlineAlert tone="info" title="Ley 19.604">
            {legalRuleMeaning}
          </InlineAlert>
        ) : (
          <>
            <TextField
              label="Interés anual (%)"
              inputMode="decimal"
              maxLength={6}
              required
              hint="La tasa que fija el reglamento de copropiedad, con hasta dos decimales."
              {...form.field('annualRate')}
            />
            <Switch
              label="Reajustar por IPC"
              name="readjustByIndex"
              checked={values.readjustByIndex}
              hint="La deuda se actualiza por la variación del índice de precios del consumo."
              onChange={(readjust) => setValue('readjustByIndex', readjust)}
            />
          </>
        )}
      </FormSection>
    </FormDialog>
  );
}

/** The complejo's settings of gastos comunes, in a dialog over the periods' list. */
export function CommonExpenseSettingsForm({ state, onRetry, ...editor }: CommonExpenseSettingsFormProps) {
  if (state.status === 'ready') return <SettingsEditor {...editor} settings={state.settings} />;
  return (
    <Dialog
      open
      title={TITLE}
      onOpenChange={(open) => {
        if (!open) editor.onCancel();
      }}
    >
      {state.status === 'loading' ? (
        <SkeletonGroup label="Cargando la configuración…">
          <SkeletonText lines={6} />
        </SkeletonGroup>
      ) : (
        <AlertWithStep
          tone="danger"
          title="No se pudo cargar la configuración"
          message={state.message}
          stepLabel="Reintentar"
          onStep={onRetry}
        />
      )}
    </Dialog>
  );
}
