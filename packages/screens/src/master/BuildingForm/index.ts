export {
  BUILDING_NAME_MAX,
  BuildingForm,
  type BuildingFormOptions,
  type BuildingFormProps,
  type BuildingSubmission,
} from './BuildingForm';
