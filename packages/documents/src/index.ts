export { AttendancePdf, type AttendancePdfData, renderAttendancePdf } from './attendance/AttendancePdf';
export { documentFont, documentFontFiles } from './fonts';
export { drawableLogo } from './images';
export type { Issuer } from './issuer';
export { renderStatementPdf, StatementPdf, type StatementPdfData } from './statement/StatementPdf';
export { renderYearAccountPdf, YearAccountPdf, type YearAccountPdfData } from './year-account/YearAccountPdf';
