import type { ValidationMessage } from './types';

const MESSAGES = {
  empty: 'Ingrese un correo electrónico.',
  spaces: 'El correo electrónico no puede contener espacios.',
  shape: 'El correo electrónico debe tener la forma nombre@dominio.com.',
  tooLong: 'El correo electrónico no puede superar los 254 caracteres.',
  localTooLong: 'La parte anterior a la @ no puede superar los 64 caracteres.',
  local: 'La parte anterior a la @ tiene caracteres no permitidos o puntos mal ubicados.',
  noTopLevel: 'Al dominio le falta la terminación, por ejemplo nombre@dominio.com.',
  domain: 'El dominio solo puede contener letras, números, guiones y puntos, por ejemplo nombre@dominio.com.',
  topLevel: 'La terminación del dominio debe tener entre 2 y 63 letras, por ejemplo .uy o .com.',
} as const;

// RFC 5321 limits and the unquoted "dot-atom" local part of RFC 5322, the form people actually use.
const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

/** local@domain where the part after the last dot has 2 to 63 letters (SPEC §5). */
export const validateEmail = (value: string): ValidationMessage => {
  if (value.trim() === '') return MESSAGES.empty;
  if (/\s/.test(value)) return MESSAGES.spaces;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (at <= 0 || domain === '' || local.includes('@')) return MESSAGES.shape;
  if (value.length > MAX_LENGTH) return MESSAGES.tooLong;
  if (local.length > MAX_LOCAL_LENGTH) return MESSAGES.localTooLong;
  if (!LOCAL_PART.test(local)) return MESSAGES.local;
  const labels = domain.split('.');
  const topLevel = labels.pop() ?? '';
  if (labels.length === 0) return MESSAGES.noTopLevel;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return MESSAGES.domain;
  if (!TOP_LEVEL.test(topLevel)) return MESSAGES.topLevel;
  return null;
};
