export * from './EmployeeForm';
export * from './EmployeesList';
export * from './ProfileForm';
export * from './ProfilesList';
