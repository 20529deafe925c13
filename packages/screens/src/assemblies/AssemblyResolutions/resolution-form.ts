import {
  type Resolution,
  type ResolutionCreate,
  type ResolutionResult,
  resolutionCreateSchema,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';

/** What the dialog sends, for a create or an update alike: the app adds the assembly's id, or the resolution's. */
export type ResolutionValues = Required<Omit<ResolutionCreate, 'assemblyId'>>;

export type ResolutionDraft = { title: string; result: ResolutionResult; description: string };

/** A new resolution is most often one that was approved. */
export const draftOf = (resolution: Resolution | null): ResolutionDraft =>
  resolution
    ? { title: resolution.title, result: resolution.result, description: resolution.description }
    : { title: '', result: 'aprobada', description: '' };

export const toRequest = (draft: ResolutionDraft): ResolutionValues => ({
  title: draft.title.trim(),
  result: draft.result,
  description: draft.description.trim(),
});

/** The schema's words at each field (the update's fields are the create's; the assembly is the app's). */
export const validate = (draft: ResolutionDraft): FieldErrors<ResolutionDraft> => {
  const problems: FieldErrors<ResolutionDraft> = {};
  const result = resolutionCreateSchema.safeParse({ ...toRequest(draft), assemblyId: 1 });
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in draft)) continue;
    problems[key as keyof ResolutionDraft] ??= issue.message;
  }
  return problems;
};
