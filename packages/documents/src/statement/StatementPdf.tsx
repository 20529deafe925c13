import { setImmediate } from 'node:timers/promises';
import {
  type Cents,
  formatCurrency,
  formatIsoDate,
  formatIsoPeriod,
  formatPaymentReference,
  payerLabels,
  type StatementFigures,
  statementItems,
  unitLabel,
} from '@horizontal/domain';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import type { JSX } from 'react';
import { printable } from '../fonts/characters';
import { type Issuer, IssuerHeader, type PreparedIssuer, prepareIssuer, printableOrNull } from '../issuer';
import { documentTheme } from '../theme';
import { styles } from './styles';

/** What a unit's statement of a month of gastos comunes says: the server gathers it, this draws it. */
export type StatementPdfData = {
  complejo: { name: string; address: string };
  /** The administradora that issues it: its name, contact and logo (PNG or JPEG bytes; null: none). */
  issuer: Issuer;
  /** 'yyyy-mm' → printed «Marzo 2026». */
  period: string;
  /** 'yyyy-mm-dd' → «Vence el 10/04/2026». */
  dueDate: string | null;
  /** 'yyyy-mm-dd'. */
  issuedOn: string;
  unit: { apartment: string; tower: string | null };
  payer: 'propietario' | 'inquilino';
  /** The person's name. */
  billedTo: string | null;
  /** The statement's frozen figures, as the ledger closed them. */
  figures: StatementFigures;
  /** Unpaid earlier months with what they accrued (Ley 19.604: IPC readjustment + 12 % yearly interest). */
  debt: {
    lines: { period: string; dueDate: string; capital: Cents; surcharge: Cents }[];
    /** e.g. «Reajuste con el IPC de octubre 2026, el último publicado.» or null */
    indexNote: string | null;
  };
  /** 14 digits with a Luhn check digit; printed grouped, plus as a barcode-free plain line for Abitab/RedPagos. */
  paymentReference: string;
};

type Figures = StatementPdfData['figures'];

/** A statement ready to draw: its logo checked and prepared, its texts printable. */
type Prepared = Omit<StatementPdfData, 'issuer'> & { issuer: PreparedIssuer };

/**
 * Done before react-pdf draws, so that a logo that is no image fails with its own message (thrown while drawing, it
 * reaches the caller as react-pdf's «Cannot read properties of null»), and every text typed by a person is written
 * with the characters the embedded fonts carry (`printable`).
 */
const prepare = (data: StatementPdfData): Prepared => ({
  ...data,
  complejo: { name: printable(data.complejo.name), address: printable(data.complejo.address) },
  issuer: prepareIssuer(data.issuer),
  unit: { apartment: printable(data.unit.apartment), tower: printableOrNull(data.unit.tower) },
  billedTo: printableOrNull(data.billedTo),
  debt: { ...data.debt, indexNote: printableOrNull(data.debt.indexNote) },
});

const unitOf = ({ apartment, tower }: StatementPdfData['unit']) => unitLabel({ tower, number: `Apto ${apartment}` });

const AmountRow = ({ label, cents, strong = false }: { label: string; cents: Cents; strong?: boolean }) => (
  <View style={strong ? [styles.row, styles.totalRow] : styles.row} wrap={false}>
    <Text style={strong ? [styles.label, styles.strong] : styles.label}>{label}</Text>
    <Text style={strong ? [styles.amount, styles.strong] : styles.amount}>{formatCurrency(cents)}</Text>
  </View>
);

const MonthItems = ({ figures }: { figures: Figures }) => {
  const credit = figures.totalDebt < 0;
  return (
    <View style={styles.items} wrap={false}>
      {statementItems.map(({ label, amount }) => (
        <AmountRow key={amount} label={label} cents={figures[amount]} />
      ))}
      <AmountRow label="Total del período" cents={figures.totalPeriod} strong />
      <View style={styles.grandTotal}>
        <Text style={styles.grandTotalLabel}>{credit ? 'Saldo a favor' : 'Total a pagar'}</Text>
        <Text style={styles.grandTotalAmount}>{formatCurrency(figures.totalDebt)}</Text>
      </View>
    </View>
  );
};

/** What the payment box says under the reference: where to pay it, or that nothing is to be paid. */
const howToPay = (totalDebt: Cents, reference: string) => {
  if (totalDebt > 0)
    return `Puede pagarlo en cualquier local de Abitab o RedPagos indicando la referencia ${reference}.`;
  if (totalDebt < 0) return 'No tiene importe a pagar: el saldo a favor se descuenta en el próximo estado de cuenta.';
  return 'No tiene importe a pagar.';
};

const PaymentBox = ({ data }: { data: Prepared }) => {
  const reference = formatPaymentReference(data.paymentReference);
  const { issuer } = data;
  const reach = [issuer.phone && `al ${issuer.phone}`, issuer.email && `a ${issuer.email}`].filter(Boolean).join(' o ');
  return (
    <View style={styles.paymentBox} wrap={false}>
      <Text style={styles.reference}>Referencia de pago: {reference}</Text>
      <Text>{howToPay(data.figures.totalDebt, reference)}</Text>
      {reach !== '' && (
        <Text style={styles.muted}>
          ¿Consultas? Comuníquese con {issuer.name} {reach}.
        </Text>
      )}
    </View>
  );
};

const PreviousDebt = ({ debt }: { debt: StatementPdfData['debt'] }) => (
  <View style={styles.section}>
    <Text style={styles.sectionTitle} minPresenceAhead={60}>
      Deuda anterior
    </Text>
    {/* fixed: when the table flows onto the next page, its header is drawn again there. */}
    <View style={[styles.tableRow, styles.tableHead]} fixed>
      <Text style={styles.periodCell}>Período</Text>
      <Text style={styles.dateCell}>Vencimiento</Text>
      <Text style={styles.moneyCell}>Capital</Text>
      <Text style={styles.wideMoneyCell}>Reajuste e intereses</Text>
    </View>
    {debt.lines.map((line) => (
      <View key={`${line.period}-${line.dueDate}`} style={styles.tableRow} wrap={false}>
        <Text style={styles.periodCell}>{formatIsoPeriod(line.period)}</Text>
        <Text style={styles.dateCell}>{formatIsoDate(line.dueDate)}</Text>
        <Text style={[styles.moneyCell, styles.figures]}>{formatCurrency(line.capital)}</Text>
        <Text style={[styles.wideMoneyCell, styles.figures]}>{formatCurrency(line.surcharge)}</Text>
      </View>
    ))}
    {debt.indexNote !== null && <Text style={styles.note}>{debt.indexNote}</Text>}
  </View>
);

/**
 * How the statement is laid out on pages. `paged`: flowing onto as many A4 pages as it needs, the footer's «Página n
 * de m» worked out by react-pdf as it lays the pages out, which costs a layout of each page again (~5 ms a
 * statement, measured), and the pagination itself another (~2.5 ms). `single`: one page, not paginated, its footer
 * «Página 1 de 1» as plain text; a page that does not wrap grows past A4 with its content instead, which is how
 * renderStatementPdf finds out that a statement did not fit.
 */
type PageNumbering = 'paged' | 'single';

/** The unit and the period on every page too, so that a second page read alone still says whose it is. */
const Footer = ({ about, issuedOn, numbering }: { about: string; issuedOn: string; numbering: PageNumbering }) => (
  <View style={styles.footer} fixed>
    <Text>
      {about} · Emitido el {formatIsoDate(issuedOn)}
    </Text>
    {numbering === 'single' ? (
      <Text>Página 1 de 1</Text>
    ) : (
      <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
    )}
  </View>
);

const StatementDocument = ({ data, numbering }: { data: Prepared; numbering: PageNumbering }) => {
  const unit = unitOf(data.unit);
  const period = formatIsoPeriod(data.period);
  const payer = payerLabels[data.payer];
  return (
    <Document
      title={`Estado de cuenta ${period} — ${unit}`}
      author={data.issuer.name}
      subject={`Gastos comunes de ${data.complejo.name}`}
      language="es-UY"
    >
      <Page
        size="A4"
        wrap={numbering === 'paged'}
        style={numbering === 'paged' ? styles.page : [styles.page, styles.singlePage]}
      >
        <IssuerHeader issuer={data.issuer} />
        <Text style={styles.title}>Estado de cuenta — Gastos comunes</Text>
        <Text style={styles.period}>{period}</Text>
        <View style={styles.parties}>
          <View style={styles.party}>
            <Text style={styles.strong}>{data.complejo.name}</Text>
            <Text>{data.complejo.address}</Text>
          </View>
          <View style={styles.party}>
            <Text style={styles.strong}>{unit}</Text>
            <Text>{data.billedTo ? `${payer}: ${data.billedTo}` : payer}</Text>
          </View>
        </View>
        <MonthItems figures={data.figures} />
        {data.dueDate !== null && data.figures.totalDebt > 0 && (
          <Text style={styles.due}>Vence el {formatIsoDate(data.dueDate)}</Text>
        )}
        <PaymentBox data={data} />
        {data.debt.lines.length > 0 && <PreviousDebt debt={data.debt} />}
        <Footer about={`${unit} · ${period}`} issuedOn={data.issuedOn} numbering={numbering} />
      </Page>
    </Document>
  );
};

/** A unit's «estado de cuenta» of a month: an A4 page, the previous debt's table flowing onto more when long. */
export function StatementPdf({ data }: { data: StatementPdfData }): JSX.Element {
  return <StatementDocument data={prepare(data)} numbering="paged" />;
}

/** The height pdfkit writes for the (first) page: «/MediaBox [0 0 595.28 841.89]». */
const pageHeightOf = (pdf: Buffer): number => {
  const match = /\/MediaBox \[0 0 [\d.]+ ([\d.]+)\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('renderStatementPdf: el PDF generado no dice el tamaño de su página.');
  return Number(match[1]);
};

/**
 * About as many previous-debt lines as fit one page with the rest (16 do without a logo): a statement with more is
 * paged from the start instead of being drawn twice. The page's height decides; this only saves time.
 */
const DEBT_LINES_ON_ONE_PAGE = 16;

/**
 * The statement's PDF. Almost every statement fits one page: it is drawn once as a single page; only when that page
 * grew past A4 is it drawn again, paged. The components are called, not mounted as <StatementPdf />, so that
 * react-pdf is handed its <Document> at the root, as its types ask.
 */
export const renderStatementPdf = async (data: StatementPdfData): Promise<Buffer> => {
  const statement = prepare(data);
  try {
    if (statement.debt.lines.length <= DEBT_LINES_ON_ONE_PAGE) {
      const pdf = await renderToBuffer(StatementDocument({ data: statement, numbering: 'single' }));
      if (pageHeightOf(pdf) <= documentTheme.page.a4Height + 0.01) return pdf;
    }
    return await renderToBuffer(StatementDocument({ data: statement, numbering: 'paged' }));
  } finally {
    // React lets go of each document's tree in a task of its scheduler (a setImmediate), which a loop of renders that
    // never waits on anything else would not let run: 2,000 statements in a row held 600 MB instead of 250.
    await setImmediate();
  }
};
