export {
  AssemblyResolutions,
  type AssemblyResolutionsProps,
  type AssemblyResolutionsState,
} from './AssemblyResolutions';
export type { ResolutionValues } from './resolution-form';
