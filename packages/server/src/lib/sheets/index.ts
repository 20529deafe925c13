export * from './read-sheet';
export * from './write-sheet';
