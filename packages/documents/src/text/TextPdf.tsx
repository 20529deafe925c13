import { Document, Page, renderToBuffer, StyleSheet, Text } from '@react-pdf/renderer';
import { printable } from '../fonts/characters';
import { documentTheme as theme } from '../theme';

/** A document of a title and paragraphs: what the demo's documentos hold in place of a scanned file. */
export type TextPdfData = { title: string; subtitle: string; paragraphs: readonly string[] };

const styles = StyleSheet.create({
  page: {
    fontFamily: theme.font,
    fontSize: theme.size.body,
    color: theme.color.text,
    paddingTop: theme.page.marginTop,
    paddingBottom: theme.page.marginBottom,
    paddingHorizontal: theme.page.marginX,
  },
  title: { fontSize: theme.size.title, fontWeight: 700 },
  subtitle: { fontSize: theme.size.subtitle, color: theme.color.muted, marginBottom: theme.space.lg },
  paragraph: { marginBottom: theme.space.md, lineHeight: 1.4 },
});

/** The document's PDF file, A4. */
export const renderTextPdf = (data: TextPdfData): Promise<Buffer> =>
  renderToBuffer(
    <Document title={printable(data.title)} language="es-UY">
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{printable(data.title)}</Text>
        <Text style={styles.subtitle}>{printable(data.subtitle)}</Text>
        {data.paragraphs.map((paragraph) => (
          <Text key={paragraph} style={styles.paragraph}>
            {printable(paragraph)}
          </Text>
        ))}
      </Page>
    </Document>,
  );
