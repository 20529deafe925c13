export { VotingDetail, type VotingDetailProps, type VotingDetailState } from './VotingDetail';
export { verdictSentence } from './voting-result';
