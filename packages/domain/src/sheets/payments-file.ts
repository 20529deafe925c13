import { parseCurrency } from '../formatters/currency';
import { type PaymentAccount, readPaymentReference } from '../ledger/payment-reference';
import { comparableText, typedDay } from './common-expense-sheets';

/**
 * A collection network's payments file (Abitab, RedPagos, a bank's collection service), as Horizontal reads it: a
 * CSV, separated by «;» (as Excel saves it in Uruguay) or «,», whose first line names the columns:
 *
 *   Referencia;Fecha;Importe;Comprobante
 *   0000 1000 0123 17;15/03/2026;4.500,00;AB-778812
 *
 * - Referencia: the statement's payment reference (14 digits; spaces and dashes are ignored).
 * - Fecha: the day it was paid, dd/mm/aaaa (or aaaa-mm-dd).
 * - Importe: pesos, as written in Uruguay (4.500,00) or as a plain number (4500.00 or 4500).
 * - Comprobante: the network's receipt number: what makes the same payment, imported twice, count once.
 * Other columns (a network's agency, its time) are ignored.
 */
export const paymentsFileColumns = [
  { header: 'Referencia', hint: 'La referencia de pago del estado de cuenta (14 dígitos)' },
  { header: 'Fecha', hint: 'El día del pago: dd/mm/aaaa' },
  { header: 'Importe', hint: 'En pesos: 4.500,00' },
  { header: 'Comprobante', hint: 'El número del comprobante de la red: un pago, una vez' },
] as const;

export const paymentsFileLimits = { bytes: 2 * 1024 * 1024, lines: 20_000 } as const;

/** A line of the file: its number (the headers are line 1) and its cells as text. */
export type PaymentsFileLine = { number: number; cells: readonly string[] };

export type FilePayment = {
  line: number;
  account: PaymentAccount;
  reference: string;
  paidOn: string;
  amount: number;
  receipt: string;
};
/** A line not taken, and why: never guessed, always listed. */
export type RejectedLine = { line: number; reference: string; reason: string };

/** Where each column is in the file's first line; undefined when one is missing. */
export const paymentsFileHeaders = (headers: readonly string[]): number[] | undefined => {
  const found = paymentsFileColumns.map((column) =>
    headers.findIndex((cell) => comparableText(cell) === comparableText(column.header)),
  );
  return found.every((index) => index >= 0) ? found : undefined;
};

/** «4.500,00», «4500,5», «4500.00», «4500»: centésimos. A plain number with a dot is the network's decimal point. */
const amountOf = (text: string) => {
  const trimmed = text.trim();
  if (/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: true as const, value: Math.round(Number(trimmed) * 100) };
  return parseCurrency(trimmed);
};

/**
 * Every line of a payments file, read: the payments it can take, and the lines it cannot with the reason (a
 * reference whose check digit fails, a date or amount that is not one, a receipt number the file already gave).
 * Which account a valid reference names, and whether it is paid already, is the ledger's to say.
 */
export const readPaymentsFile = (
  lines: readonly PaymentsFileLine[],
  columns: readonly number[],
): { payments: FilePayment[]; rejected: RejectedLine[] } => {
  const payments: FilePayment[] = [];
  const rejected: RejectedLine[] = [];
  const receipts = new Map<string, number>();
  const [referenceAt, dateAt, amountAt, receiptAt] = columns as [number, number, number, number];
  for (const line of lines) {
    const cell = (index: number) => (line.cells[index] ?? '').trim();
    if (line.cells.every((value) => !value.trim())) continue;
    const reference = cell(referenceAt);
    const reject = (reason: string) => rejected.push({ line: line.number, reference, reason });
    const account = readPaymentReference(reference);
    if (!account.ok) {
      reject(account.message);
      continue;
    }
    const paidOn = typedDay(cell(dateAt));
    if (!paidOn.ok) {
      reject(`Fecha: ${paidOn.message}`);
      continue;
    }
    const amount = amountOf(cell(amountAt));
    if (!amount.ok || amount.value <= 0) {
      reject(`Importe: ${amount.ok ? 'debe ser mayor que cero.' : amount.message}`);
      continue;
    }
    const receipt = cell(receiptAt);
    if (!receipt || receipt.length > 80) {
      reject(receipt ? 'El comprobante tiene más de 80 caracteres.' : 'Falta el número de comprobante.');
      continue;
    }
    const earlier = receipts.get(receipt);
    if (earlier !== undefined) {
      reject(`El comprobante ${receipt} ya está en la línea ${earlier}: no se toma dos veces.`);
      continue;
    }
    receipts.set(receipt, line.number);
    payments.push({
      line: line.number,
      account: account.account,
      reference: reference.replace(/[\s-]/g, ''),
      paidOn: paidOn.value,
      amount: amount.value,
      receipt,
    });
  }
  return { payments, rejected };
};
