export { type ActionResult, settle, UNREACHABLE_MESSAGE } from './ActionResult';
export type { FormState } from './FormState';
export { PublicForm, type PublicFormProps } from './PublicForm';
export {
  ADDRESS_MAX,
  checkAddress,
  checkEmail,
  checkOptionalPhone,
  onlyProblems,
  PERSON_NAME_MAX,
  validatePersonName,
} from './rules';
export { decimalText, isMessageOf, numberProblem, parseDecimal, problemOf } from './schema';
export { type FieldBinding, type FieldErrors, type UseFormOptions, useForm } from './useForm';
export { useHydrated } from './useHydrated';
export { type UseSavingFormOptions, useSavingForm } from './useSavingForm';
export { type Submission, useSubmission } from './useSubmission';
export { useUnsavedChanges } from './useUnsavedChanges';
