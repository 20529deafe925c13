import type { Payer } from './statements';

/**
 * The payment reference a statement carries for the collection networks (Abitab, RedPagos): digits only, so that a
 * cashier types it and a barcode carries it, naming the account paid and ending in a check digit (Luhn's, the one
 * card numbers use) that catches any single mistyped digit and most swapped pairs.
 *
 * It names the account, not the month: a resident who pays late pays the same reference, and the payment goes to the
 * account's open statement, as a transfer would.
 *
 *   complejo (5) · unit (7) · payer (1: propietario, 2: inquilino) · check digit (1) = 14 digits
 */
export type PaymentAccount = { buildingId: number; apartmentId: number; payer: Payer };

const BUILDING_DIGITS = 5;
const UNIT_DIGITS = 7;
export const PAYMENT_REFERENCE_DIGITS = BUILDING_DIGITS + UNIT_DIGITS + 2;

const payerDigits: Record<Payer, string> = { propietario: '1', inquilino: '2' };

/** Luhn's check digit of a string of digits. */
export const luhnCheckDigit = (digits: string): string => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // From the right, the first digit (the one beside the check digit) is doubled.
    let value = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return String((10 - (sum % 10)) % 10);
};

/** The reference of an account: «00001000012317» for complejo 1, unit 123, its owner. */
export const paymentReferenceOf = ({ buildingId, apartmentId, payer }: PaymentAccount): string => {
  if (!Number.isSafeInteger(buildingId) || buildingId < 1 || String(buildingId).length > BUILDING_DIGITS) {
    throw new RangeError(`paymentReferenceOf: el complejo ${buildingId} no cabe en la referencia.`);
  }
  if (!Number.isSafeInteger(apartmentId) || apartmentId < 1 || String(apartmentId).length > UNIT_DIGITS) {
    throw new RangeError(`paymentReferenceOf: la unidad ${apartmentId} no cabe en la referencia.`);
  }
  const body = `${String(buildingId).padStart(BUILDING_DIGITS, '0')}${String(apartmentId).padStart(UNIT_DIGITS, '0')}${payerDigits[payer]}`;
  return `${body}${luhnCheckDigit(body)}`;
};

/** «0000 1000 0123 17»: in groups of four, as a person reads it aloud or copies it. */
export const formatPaymentReference = (reference: string): string => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The account a reference names, read as a network's file or a person writes it (spaces and dashes allowed), or
 * why it names none: a wrong length or a check digit that does not match (a mistyped digit).
 */
export const readPaymentReference = (
  text: string,
): { ok: true; account: PaymentAccount } | { ok: false; message: string } => {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length !== PAYMENT_REFERENCE_DIGITS) {
    return { ok: false, message: `La referencia debe tener ${PAYMENT_REFERENCE_DIGITS} dígitos.` };
  }
  const body = digits.slice(0, -1);
  if (luhnCheckDigit(body) !== digits.at(-1)) {
    return { ok: false, message: 'El dígito verificador de la referencia no coincide: revise los dígitos.' };
  }
  const payerDigit = body.at(-1);
  const payer = payerDigit === '1' ? 'propietario' : payerDigit === '2' ? 'inquilino' : null;
  const buildingId = Number(body.slice(0, BUILDING_DIGITS));
  const apartmentId = Number(body.slice(BUILDING_DIGITS, BUILDING_DIGITS + UNIT_DIGITS));
  if (!payer || buildingId === 0 || apartmentId === 0) {
    return { ok: false, message: 'La referencia no es de un estado de cuenta de Horizontal.' };
  }
  return { ok: true, account: { buildingId, apartmentId, payer } };
};
