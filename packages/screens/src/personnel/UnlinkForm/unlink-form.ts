import {
  type Contract,
  contractStatusLabels,
  contractTypeLabels,
  formatIsoDate,
  type UnlinkCreate,
  type UnlinkReason,
  unlinkCreateSchema,
  unlinkMessages,
  unlinkReasons,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';
import { contractEndLabel, isInForce } from '../ContractsList/contract-labels';
import { issuesByField } from '../staff-fields';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make the contract and the notes optional in its input, and the form always sends every one of them.
 */
export type UnlinkValues = Required<Omit<UnlinkCreate, 'buildingId'>>;

/** The fields as edited: the person and the reason as the selects' values. */
export type UnlinkDraft = {
  personnelId: string;
  /** yyyy-mm-dd, or null until a real day is typed or picked. */
  date: string | null;
  /** One of unlinkReasons, or '' until chosen. */
  reason: string;
  notes: string;
};

/** Today, unless said otherwise. */
export const emptyDraft = (today: string): UnlinkDraft => ({ personnelId: '', date: today, reason: '', notes: '' });

/** The person's contract in force, vigente or suspendido, the one the desvinculación finishes; null without one. */
export const contractInForce = (contracts: readonly Contract[], personnelId: string): Contract | null =>
  contracts.find((contract) => String(contract.personnelId) === personnelId && isInForce(contract)) ?? null;

const isReason = (value: string): value is UnlinkReason => (unlinkReasons as readonly string[]).includes(value);

/** The body, with the contract in force of the person chosen among `contracts` (none: null). */
export const toRequest = (draft: UnlinkDraft, contracts: readonly Contract[]): UnlinkValues => ({
  personnelId: Number(draft.personnelId),
  contractId: contractInForce(contracts, draft.personnelId)?.id ?? null,
  date: draft.date ?? '',
  // An unchosen reason is sent as it is, for the schema to say so.
  reason: (isReason(draft.reason) ? draft.reason : '') as UnlinkReason,
  notes: draft.notes.trim(),
});

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: UnlinkDraft): FieldErrors<UnlinkDraft> => {
  const result = unlinkCreateSchema.safeParse({ ...toRequest(draft, []), buildingId: 1 });
  return result.success ? {} : issuesByField(result.error.issues, draft);
};

/** The server's refusals about the person (already gone, of another complejo, a contract that is not theirs). */
export const refusedField = (message: string): keyof UnlinkDraft | undefined =>
  message === unlinkMessages.alreadyUnlinked ||
  message === unlinkMessages.foreignPersonnel ||
  message === unlinkMessages.foreignContract
    ? 'personnelId'
    : undefined;

/** «Efectivo, desde el 01/01/2016, sin fecha de fin (vigente)»: the contract the desvinculación finishes. */
export const contractSummary = (contract: Contract) => {
  const end = contract.endDate ? `hasta el ${contractEndLabel(contract)}` : 'sin fecha de fin';
  return `${contractTypeLabels[contract.type]}, desde el ${formatIsoDate(contract.startDate)}, ${end} (${contractStatusLabels[contract.status].toLowerCase()})`;
};

/** What a person without a contract in force is told: there is nothing to finish. */
export const NO_CONTRACT_IN_FORCE = 'No tiene un contrato vigente ni suspendido: solo quedará desvinculada.';

/**
 * What happens once it is saved, asked before saving: «Se finalizará el contrato vigente el 20/11/2026 y la persona
 * quedará desvinculada. No se puede deshacer.».
 */
export const unlinkConsequence = (contract: Contract | null, date: string) =>
  contract
    ? `Se finalizará el contrato ${contractStatusLabels[contract.status].toLowerCase()} el ${formatIsoDate(date)} y la persona quedará desvinculada. No se puede deshacer.`
    : `La persona quedará desvinculada el ${formatIsoDate(date)}; no tiene un contrato vigente ni suspendido que finalizar. No se puede deshacer.`;
