export { BuildingForm, type BuildingFormOptions, type BuildingFormProps } from './BuildingForm';
export { BUILDING_NAME_MAX, type BuildingSubmission, type BuildingValues } from './building-form';
