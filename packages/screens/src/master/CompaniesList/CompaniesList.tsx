import type { Company } from '@horizontal/domain';
import { formatRut, sentence, theNamed } from '@horizontal/domain';
import { DataTable, type DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { ListScreen, useConfirmedAction } from '../../shared/lists';

export type CompaniesListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; companies: readonly Company[] };
  onRetry: () => void;
  onCreate: () => void;
  onView: (company: Company) => void;
  /** The address of a row's detail, the one onView opens: with it the name in the list is a link there. */
  viewHref?: (company: Company) => string;
  onEdit: (company: Company) => void;
  /** DELETE /companies/delete/{id}; the app updates its cached list from the answer. */
  onDelete: (company: Company) => Promise<ActionResult>;
};

const columns: readonly DataTableColumn<Company>[] = [
  { id: 'name', header: 'Nombre', value: (company) => company.name, width: '26%' },
  { id: 'rut', header: 'RUT', value: (company) => formatRut(company.rut), width: '16%' },
  { id: 'email', header: 'Correo electrónico', value: (company) => company.email, width: '24%' },
  { id: 'phone', header: 'Teléfono', value: (company) => company.phone, width: '12%' },
  { id: 'address', header: 'Dirección', value: (company) => company.address },
];

/** /administradoras/listado: the master's list of administradoras (SPEC §2, GET /companies/findall). */
export function CompaniesList({ state, onRetry, onCreate, onView, viewHref, onEdit, onDelete }: CompaniesListProps) {
  const confirmed = useConfirmedAction();

  const askDelete = (company: Company) =>
    confirmed.ask({
      title: `¿Eliminar ${theNamed('la administradora', company.name)}?`,
      description: 'Esta acción no se puede deshacer.',
      confirmLabel: 'Eliminar',
      run: () => onDelete(company),
      successMessage: sentence(`Se eliminó ${theNamed('la administradora', company.name)}`),
    });

  return (
    <ListScreen
      title="Administradoras"
      description="Las empresas que administran complejos con Horizontal."
      createLabel="Nueva administradora"
      onCreate={onCreate}
      notice={confirmed.notice}
      empty={{
        active: state.status === 'ready' && state.companies.length === 0,
        title: 'Todavía no hay administradoras',
        description: 'Cree la primera desde Nueva administradora.',
      }}
    >
      <DataTable
        caption="Administradoras"
        rows={state.status === 'ready' ? state.companies : []}
        columns={columns}
        getRowId={(company) => String(company.id)}
        getRowLabel={(company) => company.name}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        searchPlaceholder="Buscar por nombre, RUT o correo"
        exportFileName="administradoras"
        initialSort={{ columnId: 'name', direction: 'asc' }}
        rowLink={viewHref && ((company) => ({ href: viewHref(company), onNavigate: () => onView(company) }))}
        rowActions={(company) => [
          { label: 'Ver', onSelect: () => onView(company) },
          { label: 'Modificar', onSelect: () => onEdit(company) },
          { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(company) },
        ]}
      />
      {confirmed.dialog}
    </ListScreen>
  );
}
