import { Image, StyleSheet, Text, View } from '@react-pdf/renderer';
import { printable } from './fonts/characters';
import { type PdfImage, pdfImage } from './images';
import { documentTheme as theme } from './theme';

/** The administradora that issues a document: its name, contact and logo (PNG or JPEG bytes; null: none). */
export type Issuer = { name: string; phone: string | null; email: string | null; logo: Uint8Array | null };

/** An issuer ready to draw: its logo checked and prepared, its texts printable. */
export type PreparedIssuer = Omit<Issuer, 'logo'> & { logo: PdfImage | null };

export const printableOrNull = (text: string | null) => (text === null ? null : printable(text));

/**
 * Done before react-pdf draws, so that a logo that is no image fails with its own message (thrown while drawing, it
 * reaches the caller as react-pdf's «Cannot read properties of null»).
 */
export const prepareIssuer = (issuer: Issuer): PreparedIssuer => ({
  logo: issuer.logo === null ? null : pdfImage(issuer.logo),
  name: printable(issuer.name),
  phone: printableOrNull(issuer.phone),
  email: printableOrNull(issuer.email),
});

const styles = StyleSheet.create({
  header: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: theme.space.lg,
    paddingBottom: theme.space.md,
    marginBottom: theme.space.lg,
    borderBottomWidth: theme.rule.thin,
    borderBottomColor: theme.color.rule,
  },
  logo: { maxWidth: theme.logo.maxWidth, maxHeight: theme.logo.maxHeight, objectFit: 'contain' },
  issuer: { flexGrow: 1 },
  issuerName: { fontSize: theme.size.emphasis, fontWeight: 700 },
  muted: { color: theme.color.muted },
});

/** The issuer's logo, name and contact across the top of a document's first page. */
export const IssuerHeader = ({ issuer }: { issuer: PreparedIssuer }) => {
  const contact = [issuer.phone, issuer.email].filter((part) => part !== null && part !== '').join(' · ');
  return (
    <View style={styles.header}>
      {issuer.logo !== null && <Image style={styles.logo} src={issuer.logo} />}
      <View style={styles.issuer}>
        <Text style={styles.issuerName}>{issuer.name}</Text>
        {contact !== '' && <Text style={styles.muted}>{contact}</Text>}
      </View>
    </View>
  );
};
