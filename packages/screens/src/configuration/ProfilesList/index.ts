export { ProfilesList, type ProfilesListProps } from './ProfilesList';
