export { ContactLink, type ContactLinkProps, contactKinds } from './ContactLink';
