import { type Contract, formatIsoDate, type Unlink, unlinkReasonLabels } from '@horizontal/domain';
import { Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import * as styles from './UnlinkForm.css';
import { contractSummary } from './unlink-form';

export type UnlinkDetailProps = {
  unlink: Unlink;
  /** The complejo's contracts, to describe the one it finished; empty while they load. */
  contracts: readonly Contract[];
};

/** What the ficha says of the contract it finished. */
const finishedContract = (unlink: Unlink, contracts: readonly Contract[]) => {
  if (unlink.contractId === null) return 'No tenía un contrato vigente ni suspendido';
  const contract = contracts.find((candidate) => candidate.id === unlink.contractId);
  return contract ? contractSummary(contract) : 'Contrato finalizado';
};

/** A desvinculación as registered: who, on which day, why, the contract it finished and the notes. */
export function UnlinkDetail({ unlink, contracts }: UnlinkDetailProps) {
  return (
    <FormScreen
      title={`Desvinculación de ${unlink.personnel}`}
      description={`${unlinkReasonLabels[unlink.reason]}, el ${formatIsoDate(unlink.date)}`}
      meta={<StatusBadge label="Desvinculado" tone="warning" />}
    >
      <Card title="Desvinculación">
        <DescriptionList
          items={[
            { term: 'Persona', description: unlink.personnel },
            { term: 'Fecha', description: formatIsoDate(unlink.date) },
            { term: 'Motivo', description: unlinkReasonLabels[unlink.reason] },
            { term: 'Contrato finalizado', description: finishedContract(unlink, contracts) },
            {
              term: 'Notas',
              description: unlink.notes ? <span className={styles.notes}>{unlink.notes}</span> : 'Sin notas',
            },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
