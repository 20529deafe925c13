export {
  CI_MAX_DIGITS,
  CI_MIN_DIGITS,
  ciCheckDigit,
  ciDigits,
  ciFromBody,
  formatCi,
  isValidCi,
  parseCi,
  randomCi,
  validateCi,
} from './ci';
export {
  CONTACT_FIELD_NAMES,
  CONTACT_GUARD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactErrors,
  type ContactFields,
  type ContactPageState,
  honeypotFilled,
  validateContact,
} from './contact';
export { validateEmail } from './email';
export { validateNumber } from './number';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_SPECIAL_CHARACTERS_LIST,
  validatePassword,
} from './password';
export {
  formatPhone,
  normalizePhone,
  PHONE_HINT,
  PHONE_LENGTH,
  type PhoneKind,
  parsePhone,
  phoneCallHref,
  phoneKind,
  phoneMessages,
  phoneWhatsAppHref,
  validatePhone,
} from './phone';
export {
  formatRut,
  isValidRut,
  parseRut,
  RUT_LENGTH,
  randomRut,
  rutCheckDigit,
  rutDigits,
  rutFromBase,
  validateRut,
} from './rut';
export {
  centsSchema,
  characterTextSchema,
  ciSchema,
  currencyTextSchema,
  dateTextSchema,
  decimalAmountSchema,
  emailSchema,
  numericTextSchema,
  orEmpty,
  passwordSchema,
  periodTextSchema,
  phoneSchema,
  rutSchema,
  timeTextSchema,
} from './schemas';
export { SIGNIN_MESSAGES, type SigninCredentials, type SigninErrors, validateSignin } from './signin';
export { validateCharacterText } from './text';
export type { ValidationMessage, Validator } from './types';
