import { type Contract, contractTypeLabels, formatCurrency, formatIsoDate } from '@horizontal/domain';
import { Button, Card, DescriptionList, Icon, InlineAlert, StatusBadge } from '@horizontal/ui';
import { useState } from 'react';
import { FormScreen } from '../../shared/FormScreen';
import { type ActionResult, settle } from '../../shared/forms';
import { contractEndLabel, contractStatusBadges } from '../ContractsList/contract-labels';

export type ContractDetailProps = {
  contract: Contract;
  onDownload?: (contract: Contract) => Promise<ActionResult>;
};

/** A contract as written: whose, of which type, from when to when, its hours, its salary and its signed copy. */
export function ContractDetail({ contract, onDownload }: ContractDetailProps) {
  const status = contractStatusBadges[contract.status];
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (download: NonNullable<ContractDetailProps['onDownload']>) => {
    setFailure(null);
    setDownloading(true);
    const result = await settle(() => download(contract));
    setDownloading(false);
    if (!result.ok) setFailure(result.message);
  };

  const signedCopy = !contract.fileKey ? (
    'Sin archivo'
  ) : onDownload ? (
    <Button variant="secondary" size="sm" loading={downloading} onClick={() => void download(onDownload)}>
      <Icon name="download" size="sm" />
      Descargar contrato firmado
    </Button>
  ) : (
    'Firmado'
  );

  return (
    <FormScreen
      title={`Contrato de ${contract.personnel}`}
      description={`Contrato ${contractTypeLabels[contract.type].toLowerCase()}`}
      meta={<StatusBadge label={status.label} tone={status.tone} />}
    >
      {failure && (
        <InlineAlert tone="danger" title="No se pudo descargar el contrato firmado">
          {failure}
        </InlineAlert>
      )}
      <Card title="Contrato">
        <DescriptionList
          items={[
            { term: 'Persona', description: contract.personnel },
            { term: 'Tipo', description: contractTypeLabels[contract.type] },
            { term: 'Inicio', description: formatIsoDate(contract.startDate) },
            { term: 'Fin', description: contractEndLabel(contract) },
            { term: 'Carga horaria semanal', description: `${contract.weeklyHours} horas` },
            { term: 'Salario mensual', description: formatCurrency(contract.monthlySalary) },
            { term: 'Contrato firmado', description: signedCopy },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
