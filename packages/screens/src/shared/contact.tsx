import { ContactLink } from '@horizontal/ui';

/**
 * A phone or an e-mail in a detail: a link that calls (with WhatsApp beside a mobile) or writes, or `empty` when
 * there is none (the DescriptionList then shows its own dash). Apart from the lists, so a detail does not load them.
 */
export const contactOf = (kind: 'phone' | 'email', value: string, empty?: string) =>
  value === '' ? empty : <ContactLink kind={kind} value={value} />;
