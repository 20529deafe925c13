export { documentFont, documentFontFiles } from './fonts';
export { drawableLogo } from './images';
export { renderStatementPdf, StatementPdf, type StatementPdfData } from './statement/StatementPdf';
