import { formatPhone, phoneCallHref, phoneWhatsAppHref } from '@horizontal/domain';
import { Icon } from '../Icon';
import * as styles from './ContactLink.css';

export const contactKinds = ['phone', 'email'] as const;

export type ContactLinkProps = {
  kind: (typeof contactKinds)[number];
  /** A phone as stored (its 8 digits, "99876534") or an e-mail address. */
  value: string;
};

/**
 * A phone or an e-mail as the lists and details show it: a link that calls (tel:) or writes (mailto:), and for a
 * mobile a second one that opens WhatsApp, which is how administradoras reach residents. A phone is written as people
 * write it (099 876 534, 2487 1234); one that is not a valid number (an old record) is plain text. Empty, nothing.
 */
export function ContactLink({ kind, value }: ContactLinkProps) {
  if (value === '') return null;
  if (kind === 'email') {
    return (
      <a className={styles.link} href={`mailto:${value}`} data-slot="contact-link">
        {value}
      </a>
    );
  }
  const call = phoneCallHref(value);
  if (call === null) return <>{value}</>;
  const shown = formatPhone(value);
  const whatsApp = phoneWhatsAppHref(value);
  return (
    <span className={styles.phone} data-slot="contact-link">
      <a className={styles.link} href={call} title={`Llamar al ${shown}`}>
        {shown}
      </a>
      {whatsApp && (
        <a
          className={styles.whatsApp}
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Escribir por WhatsApp al ${shown}`}
          title={`Escribir por WhatsApp al ${shown}`}
        >
          <Icon name="chat" size="sm" />
        </a>
      )}
    </span>
  );
}
