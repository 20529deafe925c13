export { VotingForm, type VotingFormOptions, type VotingFormProps } from './VotingForm';
export type { VotingValues } from './voting-form';
