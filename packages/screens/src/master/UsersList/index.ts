export { UsersList, type UsersListProps, userStatusLabels } from './UsersList';
