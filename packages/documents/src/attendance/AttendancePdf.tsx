import {
  type Assembly,
  type AssemblyAttendance,
  assemblyTypeLabels,
  attendanceKindLabels,
  attendanceQuorumLine,
  formatCoefficient,
  formatIsoDate,
} from '@horizontal/domain';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import type { JSX } from 'react';
import { printable } from '../fonts/characters';
import { type Issuer, IssuerHeader, type PreparedIssuer, prepareIssuer } from '../issuer';
import { styles } from './styles';

/** An assembly's attendance sheet, to sign at the door and to keep with the minutes. */
export type AttendancePdfData = {
  complejo: { name: string; address: string };
  issuer: Issuer;
  assembly: Pick<Assembly, 'title' | 'type' | 'date' | 'time' | 'place'>;
  attendance: AssemblyAttendance;
  /** 'yyyy-mm-dd'. */
  issuedOn: string;
};

type Prepared = Omit<AttendancePdfData, 'issuer'> & { issuer: PreparedIssuer };

const prepare = (data: AttendancePdfData): Prepared => ({
  ...data,
  complejo: { name: printable(data.complejo.name), address: printable(data.complejo.address) },
  issuer: prepareIssuer(data.issuer),
  assembly: { ...data.assembly, title: printable(data.assembly.title), place: printable(data.assembly.place) },
  attendance: {
    ...data.attendance,
    units: data.attendance.units.map((unit) => ({
      ...unit,
      apartment: printable(unit.apartment),
      proxyHolder: unit.proxyHolder === null ? null : printable(unit.proxyHolder),
    })),
  },
});

const when = (assembly: Prepared['assembly']) =>
  [
    assemblyTypeLabels[assembly.type],
    `${formatIsoDate(assembly.date)}${assembly.time ? `, ${assembly.time}` : ''}`,
    assembly.place,
  ]
    .filter(Boolean)
    .join(' · ');

const Heading = () => (
  <View style={[styles.row, styles.head]}>
    <Text style={styles.unit}>Unidad</Text>
    <Text style={styles.coefficient}>Coeficiente</Text>
    <Text style={styles.kind}>Asistencia</Text>
    <Text style={styles.proxy}>Apoderado</Text>
    <Text style={styles.signature}>Firma</Text>
  </View>
);

/**
 * Rows per page, counted ahead: react-pdf's own page breaking lays out what is left again at every page, which took
 * 45 s for the 2,000 units of a large complejo; pages cut here take a second or two. A row is 21.5 pt high; the
 * first page also holds the header and the quorum.
 */
export const ROWS_FIRST_PAGE = 22;
export const ROWS_PER_PAGE = 32;

const pagesOf = <T,>(rows: readonly T[]): T[][] => {
  const pages: T[][] = [rows.slice(0, ROWS_FIRST_PAGE)];
  for (let start = ROWS_FIRST_PAGE; start < rows.length; start += ROWS_PER_PAGE) {
    pages.push(rows.slice(start, start + ROWS_PER_PAGE));
  }
  return pages;
};

const AttendanceDocument = ({ data }: { data: Prepared }) => {
  const { assembly, attendance } = data;
  const pages = pagesOf(attendance.units);
  return (
    <Document
      title={`Hoja de asistencia — ${assembly.title}`}
      author={data.issuer.name}
      subject={`Asamblea de ${data.complejo.name}`}
      language="es-UY"
    >
      {pages.map((units, index) => (
        <Page key={units[0]?.apartmentId ?? 0} size="A4" style={styles.page} wrap={false}>
          {index === 0 && (
            <>
              <IssuerHeader issuer={data.issuer} />
              <Text style={styles.title}>Hoja de asistencia</Text>
              <Text style={styles.subtitle}>{assembly.title}</Text>
              <Text style={styles.muted}>
                {data.complejo.name}
                {data.complejo.address ? ` — ${data.complejo.address}` : ''}
              </Text>
              <Text style={styles.muted}>{when(assembly)}</Text>
              <View style={styles.quorum}>
                <Text style={styles.strong}>{attendanceQuorumLine(attendance)}</Text>
                <Text style={styles.muted}>
                  Cada unidad cuenta por una cabeza y por su coeficiente (Ley 10.751); un poder vota por todas las
                  unidades que representa.
                </Text>
              </View>
            </>
          )}
          <Heading />
          {units.map((unit) => (
            <View key={unit.apartmentId} style={styles.row}>
              <Text style={styles.unit}>{unit.apartment}</Text>
              <Text style={styles.coefficient}>{formatCoefficient(unit.coefficient)}</Text>
              <Text style={styles.kind}>{attendanceKindLabels[unit.kind]}</Text>
              <Text style={styles.proxy}>{unit.proxyHolder ?? ''}</Text>
              <Text style={styles.signature}> </Text>
            </View>
          ))}
          <View style={styles.footer}>
            <Text>
              {data.complejo.name} · Hoja de asistencia · Emitida el {formatIsoDate(data.issuedOn)}
            </Text>
            <Text>
              Página {index + 1} de {pages.length}
            </Text>
          </View>
        </Page>
      ))}
    </Document>
  );
};

/** The sheet as an A4 document, with as many pages as the complejo's units need. */
export function AttendancePdf({ data }: { data: AttendancePdfData }): JSX.Element {
  return <AttendanceDocument data={prepare(data)} />;
}

/** The attendance sheet's PDF file. */
export const renderAttendancePdf = (data: AttendancePdfData): Promise<Buffer> =>
  renderToBuffer(AttendanceDocument({ data: prepare(data) }));
