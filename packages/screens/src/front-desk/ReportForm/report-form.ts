import {
  REPORT_PHOTOS_MAX,
  type ReportCategory,
  type ReportCreate,
  reportCategories,
  reportCreateSchema,
  reportMessages,
  uploadMessages,
  uploadPurposes,
} from '@horizontal/domain';
import type { ComboboxOption } from '@horizontal/ui';
import type { FieldErrors } from '../../shared/forms';
import { issuesByField } from '../unit-draft';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make most fields optional in its input, and the form always sends every one of them.
 */
export type ReportValues = Required<Omit<ReportCreate, 'buildingId'>>;

export type ReportDraft = {
  /** One of reportCategories, or '' until chosen. */
  category: string;
  title: string;
  description: string;
  /** The unit it is about, or none: the whole complejo. */
  unit: ComboboxOption | null;
  /** yyyy-mm-dd, or null once cleared. */
  date: string | null;
  /** Storage keys of the photos already uploaded, in the order they were added. */
  photos: readonly string[];
  /** Photos still on their way: the report waits for them. */
  uploading: number;
};

export const emptyDraft = (today: string): ReportDraft => ({
  category: '',
  title: '',
  description: '',
  unit: null,
  date: today,
  photos: [],
  uploading: 0,
});

const isCategory = (value: string): value is ReportCategory => (reportCategories as readonly string[]).includes(value);

export const toRequest = (draft: ReportDraft): ReportValues => ({
  // An unchosen category is sent as it is, for the schema to say so.
  category: (isCategory(draft.category) ? draft.category : '') as ReportCategory,
  title: draft.title.trim(),
  description: draft.description.trim(),
  apartmentId: draft.unit ? Number(draft.unit.value) : null,
  date: draft.date ?? '',
  photos: [...draft.photos],
});

export const waitForPhotos = 'Espere a que terminen de subir las fotos.';

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: ReportDraft): FieldErrors<ReportDraft> => {
  const result = reportCreateSchema.safeParse({ ...toRequest(draft), buildingId: 1 });
  const problems: FieldErrors<ReportDraft> = result.success
    ? {}
    : issuesByField(result.error.issues, draft, { apartmentId: 'unit' });
  if (draft.uploading > 0) problems.photos ??= waitForPhotos;
  return problems;
};

export const refusedField = (message: string): keyof ReportDraft | undefined =>
  message === reportMessages.foreignApartment ? 'unit' : undefined;

/** What a report's photos may be: the storage's rule for «reportes» (issue #12), read from the domain. */
export const photoRule = uploadPurposes.reportes;

/** What the file picker offers: the photo types, which also lets a phone take one with its camera. */
export const photoAccept = photoRule.types.join(',');

/*
 * The schema's own words for one photo too many, read from it once over a valid body, so the form says exactly what
 * the server would.
 */
const tooManyProblem = reportCreateSchema.safeParse({
  buildingId: 1,
  category: 'otros',
  title: 'Fotos',
  date: '2026-01-01',
  photos: Array.from({ length: REPORT_PHOTOS_MAX + 1 }, (_, index) => `foto-${index}`),
});
export const tooManyPhotos = tooManyProblem.success
  ? `Un reporte lleva hasta ${REPORT_PHOTOS_MAX} fotos.`
  : (tooManyProblem.error.issues[0]?.message ?? '');

/**
 * Splits the chosen files into those to upload and what to say of each one refused: a type the storage does not take
 * for reports, a file over its size, or one photo more than a report carries. `already` counts the photos uploaded or
 * on their way.
 */
export const checkPhotos = (
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  already: number,
): { accepted: number[]; rejections: string[] } => {
  const accepted: number[] = [];
  const rejections: string[] = [];
  files.forEach((file, index) => {
    if (!(photoRule.types as readonly string[]).includes(file.type)) {
      rejections.push(`«${file.name}»: ${uploadMessages.type('reportes')}`);
    } else if (file.size > photoRule.maxBytes) {
      rejections.push(`«${file.name}»: ${uploadMessages.size('reportes')}`);
    } else if (already + accepted.length >= REPORT_PHOTOS_MAX) {
      rejections.push(`«${file.name}» no se agregó: ${tooManyPhotos}`);
    } else {
      accepted.push(index);
    }
  });
  return { accepted, rejections };
};

export const uploadFailed = (name: string) => `No se pudo subir «${name}». Revise la conexión y vuelva a agregarla.`;
