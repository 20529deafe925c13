export { UsersList, type UsersListProps } from './UsersList';
