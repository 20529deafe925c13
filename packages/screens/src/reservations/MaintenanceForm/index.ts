export {
  MaintenanceForm,
  type MaintenanceFormOptions,
  type MaintenanceFormProps,
} from './MaintenanceForm';
export type { MaintenanceValues } from './maintenance-form';
