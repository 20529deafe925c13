export { LegalDocument, type LegalDocumentProps, type LegalSection } from './LegalDocument';
