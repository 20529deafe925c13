// Asambleas (assemblies): asambleas, resoluciones y asistencia, votaciones, noticias y documentos; SPEC §2.
export * from './AssembliesList';
export * from './AssemblyForm';
export * from './AssemblyResolutions';
export * from './AttendanceSheet';
export * from './DocumentsList';
export * from './NoticeForm';
export * from './NoticesList';
export * from './VotingDetail';
export * from './VotingForm';
export * from './VotingsList';
