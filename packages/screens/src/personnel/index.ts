// Personal (personnel): personal, horario, contratos, desvinculaciones y licencias; SPEC §2.
export * from './ContractForm';
export * from './ContractsList';
export * from './LicenseForm';
export * from './LicensesList';
export * from './LicenseTypesList';
export * from './PersonnelForm';
export * from './PersonnelList';
export * from './TimeRecords';
export * from './UnlinkForm';
export * from './UnlinksList';
