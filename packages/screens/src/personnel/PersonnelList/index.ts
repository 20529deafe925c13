export {
  PersonnelList,
  type PersonnelListProps,
  type PersonnelStatusChange,
  personnelEmpty,
} from './PersonnelList';
export { personnelFullName, workdayLabel } from './personnel-labels';
