export { UnlinksList, type UnlinksListProps, unlinkRowLabel, unlinksEmpty } from './UnlinksList';
