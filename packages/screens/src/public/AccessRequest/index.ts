export {
  ACCESS_MESSAGE_MAX,
  AccessRequest,
  type AccessRequestBuilding,
  type AccessRequestCompany,
  type AccessRequestProps,
  type AccessRequestValues,
} from './AccessRequest';
