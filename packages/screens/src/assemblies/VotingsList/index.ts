export { VotingsList, type VotingsListProps, votingsEmpty } from './VotingsList';
