export { type MissingContact, missingContacts, ResidentsList, type ResidentsListProps } from './ResidentsList';
