// Asambleas (assemblies): asambleas, resoluciones y asistencia, votaciones; SPEC §2.
export * from './AssembliesList';
export * from './AssemblyForm';
export * from './AssemblyResolutions';
export * from './AttendanceSheet';
export * from './VotingDetail';
export * from './VotingForm';
export * from './VotingsList';
