import { validateEmail } from './email';
import { validatePhone } from './phone';

/** The contact form's fields, as typed (POST /auth/contact and the form of /contact). */
export type ContactFields = { name: string; email: string; phone: string; company: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** The fields by name, in the form's order: what a form post carries and what a page run late reads back. */
export const CONTACT_FIELD_NAMES = [
  'name',
  'email',
  'phone',
  'company',
  'message',
] as const satisfies readonly (keyof ContactFields)[];

export const CONTACT_LIMITS = { name: 120, company: 120, message: 2000 } as const;

/** What the form and the contract's contactRequestSchema say, written once so that both say the same. */
export const CONTACT_MESSAGES = {
  nameEmpty: 'Ingrese su nombre.',
  messageEmpty: 'Escriba su consulta.',
  tooLong: (max: number) => `El texto admite hasta ${max} caracteres.`,
  control: 'El texto tiene caracteres no permitidos (invisibles o de control).',
} as const;

// Line breaks and tabs belong in a message; in a single-line field nothing below a space does.
const CONTROL_IN_LINE = /\p{Cc}/u;
const CONTROL_IN_TEXT = /[^\P{Cc}\n\r\t]/u;

const checkText = (value: string, max: number, empty: string | null, multiline = false): string | undefined => {
  const trimmed = value.trim();
  if (trimmed === '') return empty ?? undefined;
  if ((multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value)) return CONTACT_MESSAGES.control;
  if (trimmed.length > max) return CONTACT_MESSAGES.tooLong(max);
  return undefined;
};

/**
 * The contact form's checks without zod, so that the page served to a visitor carries no schema library; the server
 * applies the contract's schema, which says the same words.
 */
export const validateContact = (values: ContactFields): ContactErrors => {
  const found: ContactErrors = {
    name: checkText(values.name, CONTACT_LIMITS.name, CONTACT_MESSAGES.nameEmpty),
    email: validateEmail(values.email.trim()) ?? undefined,
    phone: values.phone.trim() === '' ? undefined : (validatePhone(values.phone) ?? undefined),
    company: checkText(values.company, CONTACT_LIMITS.company, null),
    message: checkText(values.message, CONTACT_LIMITS.message, CONTACT_MESSAGES.messageEmpty, true),
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined)) as ContactErrors;
};

/**
 * Two checks that keep simple bots out without a third party: a field people never see (a bot fills every input it
 * finds), and a signed time of when the server drew the form (a bot posts at once; a person takes seconds).
 */
export const CONTACT_GUARD = {
  honeypotField: 'website',
  tokenField: 'formToken',
  minFillSeconds: 3,
  /** A form left open longer is drawn again with a new time: what was typed stays. */
  maxAgeHours: 24,
} as const;

/**
 * The page of /contact as the server draws it: a fresh signed time, and after a send without JavaScript what was
 * sent, what was wrong with it, its refusal, or that it went.
 */
export type ContactPageState = {
  formToken: string;
  values?: Partial<ContactFields>;
  errors?: ContactErrors;
  refusal?: string;
  sent?: boolean;
};

/** Whether the field people never see came filled: what a bot does, refused alike by the server and the mocks. */
export const honeypotFilled = (fields: { website?: string }) => (fields.website ?? '').trim() !== '';
