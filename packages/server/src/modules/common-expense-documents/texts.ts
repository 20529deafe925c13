import { formatCurrency, formatIsoDate, formatIsoPeriod, type Payer, unitLabel } from '@horizontal/domain';

type Unit = { apartment: string; tower: string | null };
const labelOf = (unit: Unit) => unitLabel({ tower: unit.tower, number: unit.apartment });

/** What the outbox noted of a refused e-mail (a kind, never the message), said to the staff. */
export const mailFailureReason = (kind: string | null): string => {
  if (!kind) return 'No se pudo enviar.';
  if (kind === 'AdjuntoFaltante') return 'El PDF del estado de cuenta no está en el almacenamiento: genérelo de nuevo.';
  if (/^5\d\d$/.test(kind) || kind === 'EENVELOPE')
    return `El servidor de correo rechazó la dirección (${kind}): revise el correo del residente.`;
  return `El servidor de correo no respondió (${kind}).`;
};

export const renderFailure = 'No se pudo generar el PDF de este estado de cuenta.';
export const storageFailure = 'No se pudo guardar el PDF en el almacenamiento: se intentará de nuevo al generar.';
export const noDocument = 'Este estado de cuenta no tiene su PDF: genérelo antes de enviarlo.';

/** The category under documentos where every statement of the complejo is listed. */
export const statementsCategory = 'Estados de cuenta';

/** The name a statement is listed and attached by: «Estado de cuenta Marzo 2026 - Torre B · 901 (inquilino).pdf». */
export const statementFileName = (period: string, unit: Unit, payer: Payer) =>
  `Estado de cuenta ${formatIsoPeriod(period)} - ${labelOf(unit)}${payer === 'inquilino' ? ' (inquilino)' : ''}.pdf`;

/** The e-mail that carries a statement's PDF to one resident. */
export const statementMail = (values: {
  recipient: string;
  complejo: string;
  administradora: string;
  period: string;
  unit: Unit;
  totalDebt: number;
  dueDate: string | null;
}) => {
  const month = formatIsoPeriod(values.period);
  const lines = [
    `Estimado/a ${values.recipient}:`,
    '',
    `Le enviamos el estado de cuenta de gastos comunes de ${month} de ${labelOf(values.unit)}, ${values.complejo}.`,
    `Total a pagar: ${formatCurrency(values.totalDebt)}${values.dueDate ? `, con vencimiento el ${formatIsoDate(values.dueDate)}` : ''}.`,
    'El detalle y la referencia de pago para Abitab o RedPagos están en el PDF adjunto.',
    '',
    'Saludos cordiales,',
    values.administradora,
  ];
  return { subject: `Estado de cuenta de gastos comunes - ${month} - ${values.complejo}`, text: lines.join('\n') };
};
