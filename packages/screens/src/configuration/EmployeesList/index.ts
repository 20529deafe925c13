export { EmployeesList, type EmployeesListProps } from './EmployeesList';
