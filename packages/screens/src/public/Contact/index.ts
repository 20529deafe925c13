export { CONTACT_PATH, Contact, type ContactDrawn, type ContactProps, type ContactRequest } from './Contact';
