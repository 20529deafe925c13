export {
  DebtCertificate,
  type DebtCertificateProps,
  type DebtCertificateState,
  enforceableNote,
  ruleInWords,
} from './DebtCertificate';
