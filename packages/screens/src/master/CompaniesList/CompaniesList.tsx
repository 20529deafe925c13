import type { Company } from '@horizontal/domain';
import { formatRut, sentence, theNamed } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { emailColumn, type ListProps, ListScreen, phoneColumn, useConfirmedAction } from '../../shared/lists';

export type CompaniesListProps = ListProps<'companies', Company> & {
  onCreate: () => void;
  onEdit: (company: Company) => void;
  /** DELETE /companies/delete/{id}; the app updates its cached list from the answer. */
  onDelete: (company: Company) => Promise<ActionResult>;
};

const columns: readonly DataTableColumn<Company>[] = [
  { id: 'name', header: 'Nombre', value: (company) => company.name, width: '26%' },
  { id: 'rut', header: 'RUT', value: (company) => formatRut(company.rut), width: '16%' },
  emailColumn<Company>((company) => company.email, { width: '24%' }),
  phoneColumn<Company>((company) => company.phone, { width: '12%' }),
  { id: 'address', header: 'Dirección', value: (company) => company.address },
];

/** /administradoras/listado: the master's list of administradoras (SPEC §2, GET /companies/findall). */
export function CompaniesList({ onDelete, ...list }: CompaniesListProps) {
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
      {...list}
      field="companies"
      title="Administradoras"
      description="Las empresas que administran complejos con Horizontal."
      createLabel="Nueva administradora"
      notice={confirmed.notice}
      empty={{ title: 'Todavía no hay administradoras', description: 'Cree la primera desde Nueva administradora.' }}
      columns={columns}
      getRowLabel={(company) => company.name}
      rowActions={(company) => [{ label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(company) }]}
      table={{
        searchPlaceholder: 'Buscar por nombre, RUT o correo',
        initialSort: { columnId: 'name', direction: 'asc' },
      }}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
