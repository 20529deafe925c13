export { ClosureNew, type ClosureNewProps, type ClosureNewState } from './ClosureNew';
