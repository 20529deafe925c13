import { type Cents, formatCurrency, formatIsoDate, SPANISH_MONTH_NAMES, type YearAccount } from '@horizontal/domain';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import type { JSX } from 'react';
import { printable } from '../fonts/characters';
import { type Issuer, IssuerHeader, type PreparedIssuer, prepareIssuer } from '../issuer';
import { styles } from './styles';

/** Contabilidad's year account as the administrator hands it to the assembly (rendición de cuentas). */
export type YearAccountPdfData = {
  complejo: { name: string; address: string };
  issuer: Issuer;
  account: YearAccount;
  /** 'yyyy-mm-dd'. */
  issuedOn: string;
};

type Prepared = Omit<YearAccountPdfData, 'issuer'> & { issuer: PreparedIssuer };

/** «Ene» … «Dic», as the screen heads its columns. */
const shortMonths = SPANISH_MONTH_NAMES.map((name) => name.slice(0, 3));

const prepare = (data: YearAccountPdfData): Prepared => ({
  ...data,
  complejo: { name: printable(data.complejo.name), address: printable(data.complejo.address) },
  issuer: prepareIssuer(data.issuer),
  account: {
    ...data.account,
    income: {
      ...data.account.income,
      lines: data.account.income.lines.map((line) => ({ ...line, category: printable(line.category) })),
    },
    expense: {
      ...data.account.expense,
      lines: data.account.expense.lines.map((line) => ({ ...line, category: printable(line.category) })),
    },
  },
});

const Heading = ({ first }: { first: string }) => (
  // fixed: a table that flows onto the next page gets its heading again there.
  <View style={[styles.row, styles.head]} fixed>
    <Text style={styles.category}>{first}</Text>
    {shortMonths.map((month) => (
      <Text key={month} style={styles.month}>
        {month}
      </Text>
    ))}
    <Text style={styles.year}>Año</Text>
  </View>
);

const Row = ({
  label,
  months,
  total,
  strong = false,
}: {
  label: string;
  months: Cents[];
  total: Cents;
  strong?: boolean;
}) => (
  <View style={strong ? [styles.row, styles.totalRow] : styles.row} wrap={false}>
    <Text style={styles.category}>{label}</Text>
    {months.map((cents, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months are the columns, in their fixed order.
      <Text key={index} style={styles.month}>
        {formatCurrency(cents)}
      </Text>
    ))}
    <Text style={styles.year}>{formatCurrency(total)}</Text>
  </View>
);

const Side = ({ title, side, totalLabel }: { title: string; side: YearAccount['income']; totalLabel: string }) => (
  <View style={styles.section}>
    <Text style={styles.sectionTitle} minPresenceAhead={40}>
      {title}
    </Text>
    <Heading first="Concepto" />
    {side.lines.map((line) => (
      <Row key={line.category} label={line.category} months={line.months} total={line.total} />
    ))}
    <Row label={totalLabel} months={side.months} total={side.total} strong />
  </View>
);

const Balance = ({ label, cents }: { label: string; cents: Cents }) => (
  <View style={styles.balance}>
    <Text style={styles.muted}>{label}</Text>
    <Text style={styles.balanceAmount}>{formatCurrency(cents)}</Text>
  </View>
);

const YearAccountDocument = ({ data }: { data: Prepared }) => {
  const { account } = data;
  const { debtAtEnd, reserveFund } = account;
  return (
    <Document
      title={`Rendición de cuentas ${account.year} — ${data.complejo.name}`}
      author={data.issuer.name}
      subject={`Gastos comunes de ${data.complejo.name}`}
      language="es-UY"
    >
      <Page size="A4" orientation="landscape" style={styles.page}>
        <IssuerHeader issuer={data.issuer} />
        <Text style={styles.title}>Rendición de cuentas {account.year}</Text>
        <Text style={styles.subtitle}>
          {data.complejo.name}
          {data.complejo.address ? ` — ${data.complejo.address}` : ''}
        </Text>
        <View style={styles.balances}>
          <Balance label={`Saldo al 1/1/${account.year}`} cents={account.openingBalance} />
          <Balance label="Ingresos del año" cents={account.income.total} />
          <Balance label="Egresos del año" cents={account.expense.total} />
          <Balance label="Resultado del año" cents={account.result.total} />
          <Balance label="Saldo al cierre" cents={account.closingBalance} />
        </View>
        <Side title="Ingresos" side={account.income} totalLabel="Total de ingresos" />
        <Side title="Egresos" side={account.expense} totalLabel="Total de egresos" />
        <View style={styles.section} wrap={false}>
          <Heading first="" />
          <Row label="Resultado" months={account.result.months} total={account.result.total} strong />
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.sectionTitle}>Fondo de reserva</Text>
          <Heading first="" />
          <Row label="Facturado" months={reserveFund.billed} total={reserveFund.billedTotal} />
          <Row label="Utilizado" months={reserveFund.spent} total={reserveFund.spentTotal} />
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.sectionTitle}>Deuda de las unidades al {formatIsoDate(debtAtEnd.asOf)}</Text>
          <View style={styles.debt}>
            <Text>Capital: {formatCurrency(debtAtEnd.capital)}</Text>
            <Text>Recargos: {formatCurrency(debtAtEnd.surcharge)}</Text>
            <Text style={styles.strong}>Total: {formatCurrency(debtAtEnd.total)}</Text>
            <Text>
              {debtAtEnd.unitsInDebt === 1 ? '1 unidad con deuda' : `${debtAtEnd.unitsInDebt} unidades con deuda`}
            </Text>
          </View>
          <Text style={styles.note}>
            Lo vencido e impago a esa fecha, con su reajuste e intereses; el mes que aún no venció no es deuda.
          </Text>
        </View>
        <View style={styles.footer} fixed>
          <Text>
            {data.complejo.name} · Rendición de cuentas {account.year} · Emitida el {formatIsoDate(data.issuedOn)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
};

/** The year's account as an A4 landscape document, flowing onto more pages when the categories are many. */
export function YearAccountPdf({ data }: { data: YearAccountPdfData }): JSX.Element {
  return <YearAccountDocument data={prepare(data)} />;
}

/** The year account's PDF file. */
export const renderYearAccountPdf = (data: YearAccountPdfData): Promise<Buffer> =>
  renderToBuffer(YearAccountDocument({ data: prepare(data) }));
