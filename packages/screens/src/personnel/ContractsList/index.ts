export { ContractsList, type ContractsListProps, contractsEmpty } from './ContractsList';
export { contractRowLabel, contractStatusBadges } from './contract-labels';
