import {
  type Contract,
  type ContractStatus,
  canTransition,
  contractStatusLabels,
  contractTransitions,
  formatIsoDate,
  parseIsoDate,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/** The domain's labels with the tone of a badge: vigente is the one in force, the two endings are final. */
export const contractStatusBadges: Readonly<Record<ContractStatus, StatusDefinition>> = {
  vigente: { label: contractStatusLabels.vigente, tone: 'success' },
  suspendido: { label: contractStatusLabels.suspendido, tone: 'warning' },
  finalizado: { label: contractStatusLabels.finalizado, tone: 'neutral' },
  rescindido: { label: contractStatusLabels.rescindido, tone: 'danger' },
};

/** What an open-ended contract says where its end would be. */
export const NO_END_DATE = 'Sin fecha de fin';

/** The end of a contract as the list and its ficha write it. */
export const contractEndLabel = (contract: Pick<Contract, 'endDate'>) =>
  contract.endDate ? formatIsoDate(contract.endDate) : NO_END_DATE;

/**
 * How a row is named in its menu and its confirmations: «Contrato de Nicolás Rodríguez desde 01/01/2016». The start
 * tells apart a person's finished contract from the one that followed it.
 */
export const contractRowLabel = (contract: Pick<Contract, 'personnel' | 'startDate'>) =>
  `Contrato de ${contract.personnel} desde ${formatIsoDate(contract.startDate)}`;

/** A contract in force binds the person: vigente, or suspendido (it still binds, and can resume). */
export const isInForce = (contract: Pick<Contract, 'status'>) =>
  contract.status === 'vigente' || contract.status === 'suspendido';

type ChangeWording = {
  /** The menu's verb and the confirmation's button. */
  verb: string;
  tone: 'primary' | 'danger';
  /** Under the question, what changes. */
  description: string;
  /** Above the list once the server agreed: «Se suspendió el contrato de …». */
  done: (contract: Pick<Contract, 'personnel'>) => string;
};

/** Each status a list may move a contract to, with its verb and what it means for the person. */
export const contractChanges: Readonly<Record<ContractStatus, ChangeWording>> = {
  suspendido: {
    verb: 'Suspender',
    tone: 'danger',
    description: 'El contrato queda suspendido: sigue en vigor y se puede reanudar más adelante.',
    done: (contract) => `Se suspendió el contrato de ${contract.personnel}`,
  },
  vigente: {
    verb: 'Reanudar',
    tone: 'primary',
    description: 'El contrato vuelve a estar vigente, con las mismas condiciones.',
    done: (contract) => `Se reanudó el contrato de ${contract.personnel}`,
  },
  finalizado: {
    verb: 'Finalizar',
    tone: 'danger',
    description:
      'El contrato termina y ya no se puede reanudar. Para que la persona deje de trabajar en el complejo, registre además su desvinculación.',
    done: (contract) => `Se finalizó el contrato de ${contract.personnel}`,
  },
  rescindido: {
    verb: 'Rescindir',
    tone: 'danger',
    description: 'El contrato se rescinde antes de su fin. Esta acción no se puede deshacer.',
    done: (contract) => `Se rescindió el contrato de ${contract.personnel}`,
  },
};

/** The order the menu offers the changes in: the reversible one first, the endings last. */
const changeOrder: readonly ContractStatus[] = ['suspendido', 'vigente', 'finalizado', 'rescindido'];

/** What a contract in `status` may become, as contractTransitions allows it, in the menu's order. */
export const contractChangesFrom = (status: ContractStatus): ContractStatus[] =>
  changeOrder.filter((next) => canTransition(contractTransitions, status, next));

/** A yyyy-mm-dd for a date column: its CalendarDate, so that it sorts as a date. */
export const dayValue = (isoDate: string | null) => {
  if (isoDate === null) return null;
  const date = parseIsoDate(isoDate);
  return date.ok ? date.value : null;
};
