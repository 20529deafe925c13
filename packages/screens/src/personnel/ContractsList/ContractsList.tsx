import { type Contract, type ContractStatus, contractTypeLabels, formatIsoDate } from '@horizontal/domain';
import { Button, type DataTableColumn, Icon, InlineAlert, rowActionsButton } from '@horizontal/ui';
import { useMemo, useState } from 'react';
import { type ActionResult, settle } from '../../shared/forms';
import { type ListProps, ListScreen } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import {
  contractChanges,
  contractChangesFrom,
  contractEndLabel,
  contractRowLabel,
  contractStatusBadges,
  dayValue,
} from './contract-labels';

export type ContractsListProps = Omit<ListProps<'contracts', Contract>, 'onEdit'> & {
  /** PUT /contracts/status; absent when the profile may not (no Suspender, Reanudar, Finalizar or Rescindir). */
  onStatusChange?: (contract: Contract, status: ContractStatus) => Promise<ActionResult>;
  /**
   * Downloads the signed contract of a row that has one (its `fileKey`, through a signed link); absent when the app
   * cannot, and then the list only says whether there is one.
   */
  onDownload?: (contract: Contract) => Promise<ActionResult>;
};

export const contractsEmpty = {
  title: 'Todavía no hay contratos',
  description: 'Registre el primero desde Nuevo contrato.',
};

/** Said in the file's column of a contract without its signed copy. */
export const NO_FILE = 'Sin archivo';

/** The row's «Descargar», which shows it is working until the download started or failed. */
function DownloadButton({
  contract,
  onDownload,
}: {
  contract: Contract;
  onDownload: (contract: Contract) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={pending}
      aria-label={`Descargar el contrato firmado de ${contract.personnel}`}
      onClick={async () => {
        setPending(true);
        await onDownload(contract);
        setPending(false);
      }}
    >
      <Icon name="download" size="sm" />
      Descargar
    </Button>
  );
}

const columnsOf = (
  onDownload: ((contract: Contract) => Promise<void>) | undefined,
): readonly DataTableColumn<Contract>[] => [
  { id: 'personnel', header: 'Persona', value: (contract) => contract.personnel, primary: true, width: '19%' },
  {
    id: 'type',
    header: 'Tipo',
    value: (contract) => contractTypeLabels[contract.type],
    searchable: false,
    width: '9%',
  },
  {
    id: 'startDate',
    header: 'Inicio',
    kind: 'date',
    value: (contract) => dayValue(contract.startDate),
    render: (contract) => formatIsoDate(contract.startDate),
    width: '13%',
  },
  {
    id: 'endDate',
    header: 'Fin',
    kind: 'date',
    value: (contract) => dayValue(contract.endDate),
    render: contractEndLabel,
    width: '13%',
  },
  {
    id: 'weeklyHours',
    header: 'Horas semanales',
    kind: 'number',
    value: (contract) => contract.weeklyHours,
    searchable: false,
    width: '8%',
  },
  {
    id: 'monthlySalary',
    header: 'Salario mensual',
    kind: 'currency',
    value: (contract) => contract.monthlySalary,
    searchable: false,
    width: '14%',
  },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: contractStatusBadges,
    value: (contract) => contract.status,
    searchable: false,
    width: '11%',
  },
  {
    id: 'file',
    header: 'Contrato firmado',
    value: (contract) => (contract.fileKey ? 'Firmado' : NO_FILE),
    render: (contract) =>
      contract.fileKey && onDownload ? (
        <DownloadButton contract={contract} onDownload={onDownload} />
      ) : contract.fileKey ? (
        'Firmado'
      ) : (
        NO_FILE
      ),
    searchable: false,
    sortable: false,
    width: '13%',
  },
];

/**
 * /contratos/listado: the work contracts of the complejo's staff (GET /contracts/findall/{id}), with their hours and
 * salary. A contract in force is suspended, resumed, finished or rescinded from its row, as contractTransitions allows;
 * the signed copy, when it was uploaded, is downloaded from its row.
 */
export function ContractsList({ onStatusChange, onDownload, ...list }: ContractsListProps) {
  const actions = useRowActions<Contract>({
    returnFocusTo: (contract) => rowActionsButton(contractRowLabel(contract)),
  });
  const [downloadFailure, setDownloadFailure] = useState<{ title: string; message: string } | null>(null);

  const download = useMemo(
    () =>
      onDownload &&
      (async (contract: Contract) => {
        setDownloadFailure(null);
        const result = await settle(() => onDownload(contract));
        if (!result.ok) {
          setDownloadFailure({
            title: `No se pudo descargar el contrato de ${contract.personnel}`,
            message: result.message,
          });
        }
      }),
    [onDownload],
  );
  // The same columns until the callback changes: new ones would draw every row again.
  const columns = useMemo(() => columnsOf(download), [download]);

  const rowActions = (contract: Contract) =>
    onStatusChange
      ? contractChangesFrom(contract.status).map((status) => {
          const change = contractChanges[status];
          return {
            label: change.verb,
            tone: change.tone === 'danger' ? ('danger' as const) : undefined,
            onSelect: () => {
              setDownloadFailure(null);
              actions.ask(contract, {
                title: `¿${change.verb} el contrato de ${contract.personnel}?`,
                description: `${contractTypeLabels[contract.type]}, desde el ${formatIsoDate(contract.startDate)}. ${change.description}`,
                confirmLabel: change.verb,
                tone: change.tone,
                done: change.done(contract),
                run: () => onStatusChange(contract, status),
              });
            },
          };
        })
      : [];

  return (
    <ListScreen
      {...list}
      field="contracts"
      title="Contratos"
      description="Los contratos de trabajo del personal del complejo: tipo, vigencia, carga horaria y salario."
      createLabel="Nuevo contrato"
      notice={
        (actions.notice || downloadFailure) && (
          <>
            {downloadFailure && (
              <InlineAlert tone="danger" title={downloadFailure.title}>
                {downloadFailure.message}
              </InlineAlert>
            )}
            {actions.notice}
          </>
        )
      }
      empty={contractsEmpty}
      columns={columns}
      getRowLabel={contractRowLabel}
      rowActions={rowActions}
      table={{
        searchPlaceholder: 'Buscar por persona',
        filters: [
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'type', label: 'Tipo', allLabel: 'Todos los tipos' },
        ],
        initialSort: { columnId: 'personnel', direction: 'asc' },
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
