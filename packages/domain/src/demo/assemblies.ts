import { periodOf } from '../dates/dates';
import type { Assembly, Resolution } from '../entities/assembly';
import type { BuildingDocument } from '../entities/document';
import type { Notice } from '../entities/notice';
import type { Voting, VotingDetail } from '../entities/voting';
import { type DemoAttendance, type DemoVote, layoutAttendance, layoutVotes } from './assembly-votes';
import { type DemoCalendar, yearOf } from './calendar';
import { administratorOf, companyIdOf } from './people';
import type { DemoBase } from './types';

export type DemoAssembly = Assembly;
export type DemoResolution = Resolution;
/** A voting as written; its count (and each option's votes) is computed from `votes`. */
export type DemoVoting = Omit<Voting, 'details' | 'count'> & { details: DemoVotingDetail[] };
export type DemoVotingDetail = Omit<VotingDetail, 'votes'>;
/** A notice (noticia); its author is a user of the demo. */
export type DemoNotice = Omit<Notice, 'createdBy'> & { createdByUserId: number };
export type DemoDocumentCategory = { id: number; buildingId: number; name: string };
/** A document; its category's name is read from the category, who uploaded it is a user of the demo. */
export type DemoDocument = Omit<BuildingDocument, 'category' | 'uploadedBy'> & { uploadedByUserId: number };

export type DemoAssemblies = {
  assemblies: DemoAssembly[];
  resolutions: DemoResolution[];
  votings: DemoVoting[];
  attendance: DemoAttendance[];
  votes: DemoVote[];
  notices: DemoNotice[];
  documentCategories: DemoDocumentCategory[];
  documents: DemoDocument[];
};

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Each complejo's assemblies with what they resolved, its votings (closed, open, in draft, annulled), its notices
 * and its documents by category. Dates are written as they fall on DEMO_TODAY (see `demoCalendar`).
 */
export const layoutAssemblies = (base: DemoBase, calendar: DemoCalendar): DemoAssemblies => {
  const annual = calendar.day('2026-04-15');
  const roofs = calendar.day('2026-08-05');
  const buceoAnnual = calendar.day('2026-05-06');
  const assemblies: DemoAssembly[] = [
    {
      id: 1,
      buildingId: 1,
      title: `Asamblea ordinaria anual ${yearOf(annual)}`,
      type: 'ordinaria',
      date: annual,
      time: '19:30',
      place: 'Salón de fiestas',
      description: `Rendición de cuentas ${yearOf(annual) - 1}, presupuesto ${yearOf(annual)} y elección de la comisión administradora.`,
      status: 'realizada',
    },
    {
      id: 2,
      buildingId: 1,
      title: 'Asamblea extraordinaria: impermeabilización de azoteas',
      type: 'extraordinaria',
      date: roofs,
      time: '20:00',
      place: 'Salón de fiestas',
      description: 'Aprobación del presupuesto y de la cuota extra para impermeabilizar las azoteas de ambas torres.',
      status: 'realizada',
    },
    {
      id: 3,
      buildingId: 1,
      title: 'Asamblea extraordinaria: cámaras de seguridad',
      type: 'extraordinaria',
      date: calendar.fromToday(12),
      time: '19:00',
      place: 'Salón de fiestas',
      description: 'Propuestas de tres empresas para renovar el circuito cerrado de cámaras.',
      status: 'convocada',
    },
    {
      id: 4,
      buildingId: 2,
      title: `Asamblea ordinaria anual ${yearOf(buceoAnnual)}`,
      type: 'ordinaria',
      date: buceoAnnual,
      time: '19:30',
      place: 'Salón de usos múltiples',
      description: 'Rendición de cuentas y presupuesto.',
      status: 'realizada',
    },
    {
      id: 5,
      buildingId: 3,
      title: 'Asamblea ordinaria',
      type: 'ordinaria',
      date: calendar.day('2026-06-10'),
      time: '20:00',
      place: 'Salón comunal',
      description: '',
      status: 'realizada',
    },
  ];

  const resolutions: DemoResolution[] = [
    {
      id: 1,
      assemblyId: 1,
      title: `Se aprueba la rendición de cuentas ${yearOf(annual) - 1}`,
      description: '',
      result: 'aprobada',
    },
    {
      id: 2,
      assemblyId: 1,
      title: `Se aprueba el presupuesto ${yearOf(annual)}`,
      description: 'Con un aumento del 8 % en los gastos comunes desde marzo.',
      result: 'aprobada',
    },
    { id: 3, assemblyId: 1, title: 'Cambio de empresa de limpieza', description: '', result: 'postergada' },
    {
      id: 4,
      assemblyId: 2,
      title: 'Impermeabilización de azoteas',
      description: 'Presupuesto de Techos del Sur, en dos cuotas extra.',
      result: 'aprobada',
    },
    { id: 5, assemblyId: 2, title: 'Uso de fondo de reserva para la obra', description: '', result: 'rechazada' },
    { id: 6, assemblyId: 4, title: 'Se aprueba la rendición de cuentas', description: '', result: 'aprobada' },
    { id: 7, assemblyId: 5, title: 'Se aprueba el presupuesto', description: '', result: 'aprobada' },
  ];

  let detailId = 0;
  /** Each option with its share of the votes (percent), which `plan` spreads over the units. */
  const shares = new Map<number, number[]>();
  const options = (votingId: number, items: readonly (readonly [string, number])[]): DemoVotingDetail[] => {
    shares.set(
      votingId,
      items.map(([, share]) => share),
    );
    return items.map(([description], index) => ({ id: ++detailId, votingId, description, position: index + 1 }));
  };
  const votings: DemoVoting[] = [
    {
      id: 1,
      buildingId: 1,
      assemblyId: 2,
      title: 'Empresa para impermeabilizar azoteas',
      description: 'Elija una de las tres propuestas presentadas en la asamblea.',
      startDate: calendar.day('2026-08-06'),
      endDate: calendar.day('2026-08-20'),
      status: 'cerrada',
      majority: 'simple',
      quorum: 'mitad',
      details: options(1, [
        ['Techos del Sur', 62],
        ['Impermeabilizaciones Montevideo', 23],
        ['Cubiertas Uruguay', 15],
      ]),
    },
    {
      id: 2,
      buildingId: 1,
      assemblyId: null,
      title: 'Horario de la piscina en verano',
      description: '¿Extender el horario de la piscina hasta las 21:00?',
      startDate: calendar.fromToday(-5),
      endDate: calendar.fromToday(10),
      status: 'abierta',
      majority: 'simple',
      quorum: 'mitad',
      details: options(2, [
        ['Sí, hasta las 21:00', 64],
        ['No, mantener hasta las 19:00', 36],
      ]),
    },
    {
      id: 3,
      buildingId: 1,
      assemblyId: 3,
      title: 'Empresa de cámaras de seguridad',
      description: '',
      startDate: calendar.fromToday(13),
      endDate: calendar.fromToday(27),
      status: 'borrador',
      majority: 'simple',
      quorum: 'mitad',
      details: options(3, [
        ['Seguridad Total', 0],
        ['Vigilancia Prado', 0],
        ['Cámaras del Uruguay', 0],
      ]),
    },
    {
      id: 4,
      buildingId: 2,
      assemblyId: null,
      title: 'Color de la fachada',
      description: '',
      startDate: calendar.day('2026-09-01'),
      endDate: calendar.day('2026-09-15'),
      status: 'anulada',
      majority: 'simple',
      quorum: 'mitad',
      details: options(4, [
        ['Blanco', 40],
        ['Gris claro', 60],
      ]),
    },
    {
      id: 5,
      buildingId: 3,
      assemblyId: null,
      title: 'Renovación del portero eléctrico',
      description: '',
      startDate: calendar.day('2026-10-01'),
      endDate: calendar.day('2026-10-10'),
      status: 'cerrada',
      majority: 'absoluta',
      quorum: 'dos_tercios',
      details: options(5, [
        ['Sí', 75],
        ['No', 25],
      ]),
    },
  ];

  const notice = (
    id: number,
    buildingId: number,
    title: string,
    text: string,
    publishedOn: string,
    expiresOn: string | null,
    towerIds: number[] = [],
  ): DemoNotice => ({
    id,
    buildingId,
    title,
    text,
    publishedOn,
    expiresOn,
    towerIds,
    createdByUserId: administratorOf(base, buildingId).id,
  });
  const notices: DemoNotice[] = [
    notice(
      1,
      1,
      'Corte de agua programado',
      'OSE cortará el suministro el jueves de 9:00 a 13:00 por obras en Av. Italia.',
      calendar.fromToday(-2),
      calendar.fromToday(1),
    ),
    notice(
      2,
      1,
      'Apertura de la piscina',
      'La piscina abre el 1 de diciembre. Recuerde presentar el carné de salud vigente en portería.',
      calendar.fromToday(-10),
      calendar.day('2026-12-15'),
    ),
    notice(
      3,
      1,
      'Fumigación de áreas comunes',
      'El lunes se fumigarán los garajes y depósitos de la Torre B. Mantenga las mascotas dentro de su unidad.',
      calendar.day('2026-10-01'),
      calendar.day('2026-10-06'),
      [2],
    ),
    notice(
      4,
      2,
      'Nuevo horario de portería',
      'Desde el lunes la portería atiende de 7:00 a 23:00 todos los días.',
      calendar.fromToday(-6),
      null,
    ),
    notice(5, 3, 'Limpieza de tanques', 'El martes se limpiarán los tanques de agua.', calendar.fromToday(-1), null),
  ];

  const documentCategories: DemoDocumentCategory[] = [
    { id: 1, buildingId: 1, name: 'Actas de asamblea' },
    { id: 2, buildingId: 1, name: 'Reglamento' },
    { id: 3, buildingId: 1, name: 'Balances' },
    { id: 4, buildingId: 2, name: 'Actas de asamblea' },
    { id: 5, buildingId: 2, name: 'Planos' },
    { id: 6, buildingId: 3, name: 'Actas' },
  ];

  const document = (
    id: number,
    buildingId: number,
    categoryId: number | null,
    name: string,
    contentType: string,
    sizeBytes: number,
    uploadedOn: string,
  ): DemoDocument => ({
    id,
    buildingId,
    categoryId,
    name,
    fileKey: `c${companyIdOf(base, buildingId)}/documentos/${periodOf(uploadedOn).replace('-', '/')}/documento-${id}.${contentType === PDF ? 'pdf' : 'xlsx'}`,
    contentType,
    sizeBytes,
    uploadedAt: calendar.moment(uploadedOn, '15:20'),
    uploadedByUserId: administratorOf(base, buildingId).id,
  });
  const balanceOn = calendar.day('2026-03-30');
  const documents: DemoDocument[] = [
    document(1, 1, 1, `Acta asamblea ordinaria ${yearOf(annual)}.pdf`, PDF, 284_113, calendar.day('2026-04-20')),
    document(2, 1, 1, 'Acta asamblea extraordinaria azoteas.pdf', PDF, 198_442, calendar.day('2026-08-08')),
    document(3, 1, 2, 'Reglamento de copropiedad.pdf', PDF, 1_204_551, calendar.day('2024-02-01')),
    document(4, 1, 2, 'Reglamento de uso de la piscina.pdf', PDF, 88_210, calendar.day('2025-11-28')),
    document(5, 1, 3, `Balance ${yearOf(balanceOn) - 1}.xlsx`, XLSX, 52_800, balanceOn),
    document(6, 1, null, 'Presupuesto impermeabilización.pdf', PDF, 340_019, calendar.day('2026-07-22')),
    document(7, 2, 4, `Acta asamblea ordinaria ${yearOf(buceoAnnual)}.pdf`, PDF, 231_090, calendar.day('2026-05-10')),
    document(8, 2, 5, 'Planos de la Torre Norte.pdf', PDF, 5_402_117, calendar.day('2023-09-14')),
    document(9, 3, 6, 'Acta asamblea ordinaria.pdf', PDF, 120_554, calendar.day('2026-06-12')),
  ];

  // Every assembly held has its attendance; the votings held in one are voted by who came, the others online.
  const attendance = assemblies
    .filter((assembly) => assembly.status === 'realizada')
    .flatMap((assembly) => layoutAttendance(base, assembly.id, assembly.buildingId));
  /** The share of units that voted in the votings outside an assembly (percent). */
  const turnout: Record<number, number> = { 2: 55, 4: 20, 5: 80 };
  const votes = votings
    .filter((voting) => voting.status !== 'borrador')
    .flatMap((voting) =>
      layoutVotes(
        base,
        { id: voting.id, buildingId: voting.buildingId, detailIds: voting.details.map((detail) => detail.id) },
        {
          shares: shares.get(voting.id)!,
          turnout: turnout[voting.id] ?? 0,
          attendance:
            voting.assemblyId === null ? null : attendance.filter((entry) => entry.assemblyId === voting.assemblyId),
        },
      ),
    );

  return { assemblies, resolutions, votings, attendance, votes, notices, documentCategories, documents };
};
