// Asambleas (assemblies): asambleas, resoluciones y asistencia, votaciones, noticias y documentos; SPEC §2.
export * from './AssembliesList';
export * from './AssemblyForm';
export * from './AssemblyResolutions';
export * from './AttendanceSheet';
/** How a row names its record (its actions button): what the app's flows and tests look for. */
export { assemblyRowLabel } from './assembly-labels';
export * from './DocumentsList';
export * from './NoticeForm';
export * from './NoticesList';
export * from './VotingDetail';
export * from './VotingForm';
export * from './VotingsList';
export { votingRowLabel } from './VotingsList/voting-labels';
