import type { ApartmentSummary, Resident, ResidentApartment, ResidentRelation } from '@horizontal/domain';
import { residentRelationLabels, residentRelations } from '@horizontal/domain';
import {
  Button,
  Card,
  Combobox,
  type ComboboxOption,
  DataTable,
  type DataTableColumn,
  InlineAlert,
  PageHeader,
  Select,
} from '@horizontal/ui';
import { type FormEvent, useState } from 'react';
import { AlertWithStep, OptionsUnavailable } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSubmission } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { useConfirmedAction } from '../../shared/lists';
import { apartmentName } from '../ApartmentsList';
import { apartmentLabel, matchesApartment, residentFullName } from '../labels';

export type ResidentApartmentsProps = {
  resident: Pick<Resident, 'id' | 'name' | 'lastName'>;
  /** The resident's units, from POST /residents/apartments; the app reloads them after each change. */
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    /** No such resident (a typed or stale link): only the way back to the list can help. */
    | { status: 'missing'; message: string }
    | { status: 'ready'; apartments: readonly ResidentApartment[] };
  /** The complejo's units to choose from (POST /general/apartments/{id}). */
  options:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; apartments: readonly ApartmentSummary[] };
  onRetry: () => void;
  /** POST /residents/associate (the app adds residentId). */
  onAssociate: (values: { apartmentId: number; relation: ResidentRelation }) => Promise<ActionResult>;
  /** POST /residents/deassociate. */
  onDeassociate: (apartment: ResidentApartment) => Promise<ActionResult>;
  onBack: () => void;
};

const columns: readonly DataTableColumn<ResidentApartment>[] = [
  { id: 'tower', header: 'Torre', value: (apartment) => apartment.tower, width: '30%' },
  { id: 'number', header: 'Número', value: (apartment) => apartment.number, width: '30%' },
  { id: 'relation', header: 'Relación', value: (apartment) => residentRelationLabels[apartment.relation] },
];

const relationOptions = residentRelations.map((relation) => ({
  value: relation,
  label: residentRelationLabels[relation],
}));

type Notice = { tone: 'success' | 'danger'; message: string };

/** /residentes/apartamentos/asociar: the units a resident is associated with, and associating one more (SPEC §4). */
export function ResidentApartments({
  resident,
  state,
  options,
  onRetry,
  onAssociate,
  onDeassociate,
  onBack,
}: ResidentApartmentsProps) {
  const name = residentFullName(resident);
  const confirmed = useConfirmedAction();
  const submission = useSubmission();
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const [relation, setRelation] = useState<ResidentRelation>('propietario');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const associated = state.status === 'ready' ? state.apartments : [];
  const isAssociated = (id: number) => associated.some((apartment) => apartment.id === id);
  const available =
    options.status === 'ready'
      ? options.apartments
          .filter((apartment) => !isAssociated(apartment.id))
          .map((apartment) => ({ value: String(apartment.id), label: apartmentLabel(apartment) }))
      : [];
  const unitOf = (id: number) =>
    options.status === 'ready' ? options.apartments.find((apartment) => apartment.id === id) : undefined;

  const associate = async (event: FormEvent) => {
    event.preventDefault();
    confirmed.clearNotice();
    setNotice(null);
    if (!chosen) {
      setProblem('Seleccione el apartamento.');
      return;
    }
    const apartmentId = Number(chosen.value);
    // The list may have changed since the option was offered: never send a duplicate.
    if (isAssociated(apartmentId)) {
      setProblem(`Ese apartamento ya está entre los de ${name}.`);
      return;
    }
    setProblem(null);
    const result = await submission.run(() => onAssociate({ apartmentId, relation }));
    if (!result) return;
    const unit = unitOf(apartmentId);
    if (result.ok) {
      setChosen(null);
      setRelation('propietario');
      setNotice({
        tone: 'success',
        message: `Se asoció a ${name} con ${unit ? apartmentName(unit) : `el apartamento ${chosen.label}`}.`,
      });
    } else {
      setNotice({ tone: 'danger', message: result.message });
    }
  };

  const askDeassociate = (apartment: ResidentApartment) => {
    setNotice(null);
    confirmed.ask({
      title: `¿Desasociar a ${name} del ${apartmentName(apartment).replace(/^el /, '')}?`,
      description: `Dejará de figurar como ${residentRelationLabels[apartment.relation].toLowerCase()} de esa unidad. Puede volver a asociarlo cuando quiera.`,
      confirmLabel: 'Desasociar',
      tone: 'danger',
      run: () => onDeassociate(apartment),
      successMessage: `Se desasoció a ${name} del ${apartmentName(apartment).replace(/^el /, '')}.`,
    });
  };

  if (state.status === 'missing') {
    return (
      <div className={layout.screen}>
        <PageHeader title="Apartamentos del residente" />
        <AlertWithStep
          tone="warning"
          title="No encontramos ese residente"
          message={state.message}
          stepLabel="Volver al listado"
          onStep={onBack}
        />
      </div>
    );
  }

  return (
    <div className={layout.screen}>
      <PageHeader
        title={`Apartamentos de ${name}`}
        description="Las unidades a las que está asociado el residente y su relación con cada una."
      />
      {(notice || confirmed.notice) && (
        <div className={layout.messages}>
          {notice && (
            <InlineAlert
              tone={notice.tone}
              title={notice.tone === 'danger' ? 'No se pudo asociar el apartamento' : undefined}
            >
              {notice.message}
            </InlineAlert>
          )}
          {confirmed.notice}
        </div>
      )}
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar los apartamentos del complejo"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      <form className={layout.form} onSubmit={associate} noValidate aria-label="Asociar apartamento">
        <FormSection title="Asociar un apartamento">
          <Combobox
            label="Apartamento"
            name="apartment"
            required
            placeholder={options.status === 'loading' ? 'Cargando apartamentos…' : 'Escriba la torre o el número'}
            hint="Solo se ofrecen los apartamentos a los que todavía no está asociado."
            disabled={options.status !== 'ready'}
            options={available}
            matches={matchesApartment}
            value={chosen}
            error={problem ?? undefined}
            onChange={(option) => {
              setChosen(option);
              setProblem(null);
            }}
          />
          <Select
            label="Relación con el apartamento"
            name="relation"
            required
            options={relationOptions}
            value={relation}
            onChange={(value) => setRelation(value as ResidentRelation)}
          />
          <div>
            <Button type="submit" loading={submission.submitting}>
              Asociar
            </Button>
          </div>
        </FormSection>
      </form>
      <Card title="Apartamentos asociados">
        <DataTable
          caption={`Apartamentos de ${name}`}
          rows={associated}
          columns={columns}
          getRowId={(apartment) => String(apartment.id)}
          getRowLabel={apartmentLabel}
          status={state.status}
          errorMessage={state.status === 'error' ? state.message : undefined}
          onRetry={onRetry}
          searchable={false}
          emptyState={{
            title: 'No está asociado a ningún apartamento',
            description: 'Elija uno arriba y presione Asociar.',
          }}
          rowActions={(apartment) => [
            { label: 'Desasociar', tone: 'danger', onSelect: () => askDeassociate(apartment) },
          ]}
        />
      </Card>
      {confirmed.dialog}
    </div>
  );
}
