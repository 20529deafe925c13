import {
  type Cents,
  type ContractCreate,
  type ContractType,
  contractCreateSchema,
  contractMessages,
  contractTypes,
  uploadMessages,
  uploadPurposes,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';
import { issuesByField } from '../staff-fields';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make the type, the end, the hours and the file optional in its input, and the form always sends every one of them.
 */
export type ContractValues = Required<Omit<ContractCreate, 'buildingId'>>;

/** The signed contract once in storage: its key is what the contract keeps; its name and size, what the form shows. */
export type UploadedContract = { key: string; name: string; size: number };

/**
 * Uploads the signed contract (POST /general/getsignedurl for «contratos», then the PUT), telling its progress from 0
 * to 1; resolves with the storage key the contract keeps, or rejects when it could not.
 */
export type ContractUploader = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

/** The fields as edited: the person as the select's value, the hours as typed, the salary in cents. */
export type ContractDraft = {
  personnelId: string;
  /** One of contractTypes. */
  type: string;
  /** yyyy-mm-dd, or null until a real day is typed or picked. */
  startDate: string | null;
  /** Optional: a contract without an end lasts until it is finished. */
  endDate: string | null;
  weeklyHours: string;
  monthlySalary: Cents | null;
  file: UploadedContract | null;
  /** The signed contract is on its way: the contract waits for it. */
  uploading: boolean;
};

/** A full week of Uruguay's commerce (8 hours from Monday to Friday and 4 on Saturday), as the schema defaults. */
export const DEFAULT_WEEKLY_HOURS = 44;

/** An efectivo from today, full time, unless said otherwise. */
export const emptyDraft = (today: string): ContractDraft => ({
  personnelId: '',
  type: 'efectivo',
  startDate: today,
  endDate: null,
  weeklyHours: String(DEFAULT_WEEKLY_HOURS),
  monthlySalary: null,
  file: null,
  uploading: false,
});

const isContractType = (value: string): value is ContractType => (contractTypes as readonly string[]).includes(value);

export const toRequest = (draft: ContractDraft): ContractValues => ({
  personnelId: Number(draft.personnelId),
  // An unchosen type is sent as it is, for the schema to say so.
  type: (isContractType(draft.type) ? draft.type : '') as ContractType,
  startDate: draft.startDate ?? '',
  endDate: draft.endDate,
  weeklyHours: Number(draft.weeklyHours),
  monthlySalary: draft.monthlySalary ?? 0,
  fileKey: draft.file?.key ?? null,
});

export const waitForFile = 'Espere a que termine de subir el contrato firmado.';

/**
 * The body as the schema should judge it: what is missing goes as null, so that the schema says it is missing instead
 * of its default filling it in (44 hours nobody typed).
 */
const bodyOf = (draft: ContractDraft) => ({
  ...toRequest(draft),
  buildingId: 1,
  weeklyHours: draft.weeklyHours === '' ? null : Number(draft.weeklyHours),
  monthlySalary: draft.monthlySalary,
});

/** A body the schema takes whole but for the dates: its «ends after it starts» runs only on an otherwise valid body. */
const validBody = {
  buildingId: 1,
  personnelId: 1,
  type: 'efectivo',
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  monthlySalary: 1,
  fileKey: null,
};

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: ContractDraft): FieldErrors<ContractDraft> => {
  const body = bodyOf(draft);
  const issues = [
    ...(contractCreateSchema.safeParse(body).error?.issues ?? []),
    ...(contractCreateSchema.safeParse({ ...validBody, startDate: body.startDate, endDate: body.endDate }).error
      ?.issues ?? []),
  ].map((issue) => (issue.path[0] === 'fileKey' ? { ...issue, path: ['file'] } : issue));
  const problems: FieldErrors<ContractDraft> = issuesByField(issues, draft);
  if (draft.uploading) problems.file ??= waitForFile;
  return problems;
};

/** The server's refusals about one field, shown on it: the person already bound, the file not found in storage. */
export const refusedField = (message: string): keyof ContractDraft | undefined => {
  if (
    message === contractMessages.alreadyInForce ||
    message === contractMessages.unlinkedPersonnel ||
    message === contractMessages.foreignPersonnel
  ) {
    return 'personnelId';
  }
  return message === contractMessages.fileMissing ? 'file' : undefined;
};

/** What the signed contract may be: the storage's rule for «contratos» (issue #12), read from the domain. */
export const contractFileRule = uploadPurposes.contratos;

/** The picker's `accept`: the content types the storage admits, so the browser offers those first. */
export const contractFileAccept = contractFileRule.types.join(',');

/**
 * Why a file picked may not be sent, in the words the server would use, or null. Checked before any byte leaves: a
 * 40 MB video would otherwise travel to be refused.
 */
export const fileProblem = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!(contractFileRule.types as readonly string[]).includes(file.type)) return uploadMessages.type('contratos');
  if (file.size > contractFileRule.maxBytes) return uploadMessages.size('contratos');
  if (file.size === 0) return 'El archivo está vacío.';
  return null;
};

export const uploadFailed = (name: string) =>
  `No se pudo subir «${name}». Revise la conexión y vuelva a elegir el archivo.`;
