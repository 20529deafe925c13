import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import {
  apartments,
  assemblies,
  closures,
  commonAreas,
  commonExpenseDetails,
  commonExpenses,
  contracts,
  documentCategories,
  frequencies,
  identityTypes,
  licenses,
  licenseTypes,
  maintenances,
  messageCategories,
  messageRecipients,
  messages,
  movements,
  notices,
  payments,
  personnel,
  personnelTypes,
  reports,
  reserves,
  residentApartments,
  resolutions,
  shipments,
  shipmentTypes,
  timeRecords,
  turns,
  visits,
  votingDetails,
  votings,
} from '../db/schema';

type Tenant = { companyId: number; buildingId: number };

const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const period = (date: Date) => iso(date).slice(0, 7);

/**
 * A year of life in one complejo: gastos comunes with details, movements, closures and payments; an assembly with
 * resolutions and a voting; notices, documents' categories, a message thread; personnel with records, contracts
 * and licenses; reserves, maintenances, visits, reports and parcels. Dates count back from `today`.
 */
export const seedBuildingActivity = async (tx: Transaction, tenant: Tenant, userId: number, today: Date) => {
  const units = await tx
    .select()
    .from(apartments)
    .where(eq(apartments.buildingId, tenant.buildingId))
    .orderBy(asc(apartments.id));
  const links = await tx.select().from(residentApartments).where(eq(residentApartments.buildingId, tenant.buildingId));
  const residentOf = new Map(links.map((link) => [link.apartmentId, link.residentId]));

  // Twelve closed months and the current one open; a monthly fee that grows with the unit's share.
  const previousBalance = new Map<number, number>();
  for (let back = 12; back >= 0; back -= 1) {
    const start = monthStart(today.getUTCFullYear(), today.getUTCMonth() - back);
    const [expense] = await tx
      .insert(commonExpenses)
      .values({
        ...tenant,
        period: period(start),
        dueDate: iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 10))),
        status: back === 0 ? 'borrador' : 'emitido',
      })
      .returning();
    const details = units.map((unit, index) => {
      const fee = 350_000 + (index % 3) * 120_000;
      const prev = previousBalance.get(unit.id) ?? 0;
      // Every seventh unit pays late and carries a 10 % surcharge.
      const paysLate = index % 7 === 0;
      const paid = back === 0 || paysLate ? 0 : prev + fee;
      const surcharge = paysLate && prev > 0 ? Math.round(prev * 0.1) : 0;
      const total = fee + surcharge + 25_000;
      const balance = prev - (back === 0 || paysLate ? 0 : prev);
      previousBalance.set(unit.id, prev + total - paid);
      return {
        ...tenant,
        commonExpenseId: expense!.id,
        apartmentId: unit.id,
        prevBalanceCents: prev,
        paymentsCents: paid,
        balanceCents: balance,
        surchargeCents: surcharge,
        commonExpensesCents: fee,
        extraFeeCents: 0,
        reserveFundCents: 25_000,
        commonAreasCents: 0,
        totalPeriodCents: total,
        totalDebtCents: prev + total - paid,
      };
    });
    const detailRows = await tx.insert(commonExpenseDetails).values(details).returning();
    const total = details.reduce((sum, detail) => sum + detail.totalPeriodCents, 0);
    await tx.update(commonExpenses).set({ totalCents: total }).where(eq(commonExpenses.id, expense!.id));
    const paidRows = detailRows.filter((detail) => detail.paymentsCents > 0);
    if (paidRows.length > 0) {
      await tx.insert(payments).values(
        paidRows.map((detail) => ({
          ...tenant,
          detailId: detail.id,
          apartmentId: detail.apartmentId,
          amountCents: detail.paymentsCents,
          paidOn: iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 8))),
          reference: `TRF-${detail.id}`,
          status: 'confirmado',
          confirmedAt: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 9)),
          confirmedBy: userId,
        })),
      );
    }
    const day = (n: number) => iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), n)));
    const monthMovements = [
      {
        type: 'ingreso' as const,
        category: 'Gastos comunes',
        description: 'Cobranza del mes',
        amountCents: Math.round(total * 0.85),
        date: day(12),
      },
      {
        type: 'egreso' as const,
        category: 'Sueldos',
        description: 'Sueldos y cargas sociales',
        amountCents: 9_800_000,
        date: day(5),
      },
      {
        type: 'egreso' as const,
        category: 'Servicios',
        description: 'UTE áreas comunes',
        amountCents: 1_250_000,
        date: day(15),
      },
      { type: 'egreso' as const, category: 'Servicios', description: 'OSE', amountCents: 430_000, date: day(18) },
      {
        type: 'egreso' as const,
        category: 'Mantenimiento',
        description: 'Mantenimiento de ascensores',
        amountCents: 980_000,
        date: day(20),
      },
    ];
    await tx.insert(movements).values(
      monthMovements.map((movement) => ({
        ...tenant,
        commonExpenseId: expense!.id,
        period: period(start),
        ...movement,
      })),
    );
    if (back > 0) {
      const income = monthMovements.filter((m) => m.type === 'ingreso').reduce((sum, m) => sum + m.amountCents, 0);
      const expenseTotal = monthMovements.filter((m) => m.type === 'egreso').reduce((sum, m) => sum + m.amountCents, 0);
      await tx.insert(closures).values({
        ...tenant,
        period: period(start),
        incomeCents: income,
        expenseCents: expenseTotal,
        totalCents: income - expenseTotal,
        closedBy: userId,
      });
    }
  }

  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 12));
  const [assembly] = await tx
    .insert(assemblies)
    .values({
      ...tenant,
      title: 'Asamblea ordinaria anual',
      date: iso(nextMonth),
      time: '19:30',
      place: 'Salón de fiestas',
      description: 'Rendición de cuentas, presupuesto y elección de comisión administradora.',
    })
    .returning();
  await tx.insert(resolutions).values([
    { ...tenant, assemblyId: assembly!.id, title: 'Aprobación de la rendición de cuentas', result: 'aprobada' },
    { ...tenant, assemblyId: assembly!.id, title: 'Pintura de fachada en dos etapas', result: 'aprobada' },
  ]);
  const [voting] = await tx
    .insert(votings)
    .values({
      ...tenant,
      assemblyId: assembly!.id,
      title: 'Empresa para la pintura de fachada',
      startDate: iso(today),
      endDate: iso(nextMonth),
      status: 'abierta',
    })
    .returning();
  await tx.insert(votingDetails).values([
    { ...tenant, votingId: voting!.id, description: 'Pinturas del Sur — $ 1.850.000', position: 1, votes: 18 },
    { ...tenant, votingId: voting!.id, description: 'Fachadas Uruguay — $ 2.100.000', position: 2, votes: 9 },
  ]);
  await tx.insert(notices).values([
    {
      ...tenant,
      title: 'Corte de agua programado',
      text: 'El jueves de 9 a 13 h OSE corta el suministro.',
      publishedOn: iso(today),
      createdBy: userId,
    },
    {
      ...tenant,
      title: 'Nuevo horario de portería',
      text: 'La portería atiende de 7 a 23 h todos los días.',
      publishedOn: iso(today),
      createdBy: userId,
    },
  ]);
  await tx
    .insert(documentCategories)
    .values(['Actas', 'Reglamento', 'Balances', 'Seguros'].map((name) => ({ ...tenant, name })));

  const [category] = await tx.select().from(messageCategories).where(eq(messageCategories.name, 'Reclamo'));
  const firstUnit = units[4]!;
  const [opening] = await tx
    .insert(messages)
    .values({
      ...tenant,
      categoryId: category?.id,
      senderResidentId: residentOf.get(firstUnit.id),
      subject: 'Filtración en el baño',
      text: 'Buenas tardes, tenemos una filtración que viene del piso de arriba.',
    })
    .returning();
  const [answer] = await tx
    .insert(messages)
    .values({
      ...tenant,
      messageParentId: opening!.id,
      senderUserId: userId,
      subject: 'Filtración en el baño',
      text: 'Gracias por avisar. Mañana a las 10 pasa el sanitario.',
    })
    .returning();
  await tx.insert(messageRecipients).values([
    { ...tenant, messageId: opening!.id, userId, status: 'leído', readAt: today },
    { ...tenant, messageId: answer!.id, residentId: residentOf.get(firstUnit.id), apartmentId: firstUnit.id },
  ]);

  const [porter] = await tx.select().from(personnelTypes).where(eq(personnelTypes.name, 'Portero'));
  const [cleaner] = await tx.select().from(personnelTypes).where(eq(personnelTypes.name, 'Limpiador'));
  const [ci] = await tx.select().from(identityTypes).where(eq(identityTypes.name, 'Cédula de identidad'));
  const staff = await tx
    .insert(personnel)
    .values([
      {
        ...tenant,
        personnelTypeId: porter?.id,
        identityTypeId: ci?.id,
        name: 'Walter',
        lastName: 'Olivera',
        identity: '28765434',
        phone: '98111222',
        workdayStart: '07:00',
        workdayEnd: '15:00',
        workdays: 'LMXJVS',
      },
      {
        ...tenant,
        personnelTypeId: porter?.id,
        identityTypeId: ci?.id,
        name: 'Claudia',
        lastName: 'Ramos',
        identity: '35551236',
        phone: '98333444',
        workdayStart: '15:00',
        workdayEnd: '23:00',
        workdays: 'LMXJVS',
      },
      {
        ...tenant,
        personnelTypeId: cleaner?.id,
        identityTypeId: ci?.id,
        name: 'Silvia',
        lastName: 'Techera',
        identity: '41112223',
        phone: '98555666',
        workdayStart: '08:00',
        workdayEnd: '14:00',
      },
    ])
    .returning();
  const records = staff.flatMap((person) =>
    Array.from({ length: 5 }, (_, index) => ({
      ...tenant,
      personnelId: person.id,
      date: iso(new Date(today.getTime() - (index + 1) * 86_400_000)),
      entryTime: person.workdayStart ?? '08:00',
      exitTime: person.workdayEnd ?? '16:00',
    })),
  );
  await tx.insert(timeRecords).values(records);
  await tx.insert(contracts).values(
    staff.map((person, index) => ({
      ...tenant,
      personnelId: person.id,
      startDate: iso(new Date(Date.UTC(today.getUTCFullYear() - 2 + index, 2, 1))),
      monthlySalaryCents: 4_500_000 + index * 300_000,
      weeklyHours: 44,
    })),
  );
  const typeRows = await tx
    .insert(licenseTypes)
    .values([
      { ...tenant, name: 'Licencia anual', maxDays: 20 },
      { ...tenant, name: 'Enfermedad', paid: false },
      { ...tenant, name: 'Estudio', maxDays: 6 },
    ])
    .returning();
  await tx.insert(licenses).values([
    {
      ...tenant,
      personnelId: staff[0]!.id,
      licenseTypeId: typeRows[0]!.id,
      startDate: iso(nextMonth),
      endDate: iso(new Date(nextMonth.getTime() + 9 * 86_400_000)),
      days: 10,
      status: 'pendiente',
    },
    {
      ...tenant,
      personnelId: staff[2]!.id,
      licenseTypeId: typeRows[1]!.id,
      startDate: iso(new Date(today.getTime() - 20 * 86_400_000)),
      endDate: iso(new Date(today.getTime() - 18 * 86_400_000)),
      days: 3,
      status: 'aprobada',
    },
  ]);

  const [party] = await tx
    .select()
    .from(commonAreas)
    .where(eq(commonAreas.buildingId, tenant.buildingId))
    .orderBy(asc(commonAreas.id));
  const [noon] = await tx.select().from(turns).where(eq(turns.commonAreaId, party!.id)).orderBy(asc(turns.id));
  await tx.insert(reserves).values([
    {
      ...tenant,
      commonAreaId: party!.id,
      turnId: noon?.id,
      apartmentId: units[10]!.id,
      residentId: residentOf.get(units[10]!.id),
      date: iso(new Date(today.getTime() + 5 * 86_400_000)),
      priceCents: party!.priceCents,
      status: 'confirmada',
    },
    {
      ...tenant,
      commonAreaId: party!.id,
      turnId: noon?.id,
      apartmentId: units[11]!.id,
      residentId: residentOf.get(units[11]!.id),
      date: iso(new Date(today.getTime() + 12 * 86_400_000)),
      priceCents: party!.priceCents,
      status: 'pendiente',
    },
  ]);
  const [monthly] = await tx.select().from(frequencies).where(eq(frequencies.name, 'Mensual'));
  await tx.insert(maintenances).values({
    ...tenant,
    commonAreaId: party!.id,
    frequencyId: monthly?.id,
    title: 'Limpieza profunda del salón',
    provider: 'Limpiezas del Este',
    date: iso(new Date(today.getTime() + 8 * 86_400_000)),
    startTime: '09:00',
    endTime: '13:00',
    costCents: 450_000,
  });
  await tx.insert(visits).values([
    {
      ...tenant,
      apartmentId: units[3]!.id,
      identityTypeId: ci?.id,
      name: 'Federico Barreto',
      identity: '45678904',
      date: iso(today),
      entryTime: '10:15',
      status: 'ingresó',
    },
    { ...tenant, apartmentId: units[7]!.id, name: 'Técnico de Antel', date: iso(today), status: 'esperada' },
  ]);
  await tx.insert(reports).values({
    ...tenant,
    apartmentId: units[15]!.id,
    title: 'Ruidos molestos',
    description: 'Vecinos del 402 reportan música alta después de medianoche.',
    date: iso(today),
    createdBy: userId,
  });
  const [parcel] = await tx.select().from(shipmentTypes).where(eq(shipmentTypes.name, 'Paquete'));
  await tx.insert(shipments).values([
    {
      ...tenant,
      apartmentId: units[2]!.id,
      shipmentTypeId: parcel?.id,
      recipientName: 'Ana González',
      carrier: 'DAC',
      description: 'Caja mediana',
    },
    {
      ...tenant,
      apartmentId: units[9]!.id,
      shipmentTypeId: parcel?.id,
      recipientName: 'Diego Silva',
      carrier: 'Correo Uruguayo',
      status: 'entregada',
      deliveredAt: today,
    },
  ]);
};
