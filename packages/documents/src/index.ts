export { AttendancePdf, type AttendancePdfData, renderAttendancePdf } from './attendance/AttendancePdf';
export { documentFont, documentFontFiles } from './fonts';
export { drawableLogo } from './images';
export type { Issuer } from './issuer';
export { renderStatementPdf, StatementPdf, type StatementPdfData } from './statement/StatementPdf';
export { renderTextPdf, type TextPdfData } from './text/TextPdf';
export { renderYearAccountPdf, YearAccountPdf, type YearAccountPdfData } from './year-account/YearAccountPdf';
