import { contract, formatPeriod as formatYearMonth } from '@horizontal/domain';
import { db } from '../db';
import { xlsxBlob } from '../xlsx';
import { detailsOf, periodOf } from './common-expenses';
import { mockCall } from './mock-call';

const calls = contract.templates;

const formatPeriod = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return formatYearMonth({ year, month });
};

/** Amounts in the sheets are pesos with two decimals, as a person types them; the wire keeps centésimos. */
const pesos = (cents: number) => cents / 100;

export const templatesHandlers = [
  mockCall(calls.commonExpensesDetail, () =>
    xlsxBlob('Detalle', [
      [
        'apartmentId',
        'Unidad',
        'Saldo anterior',
        'Recargo',
        'Gasto común',
        'Cuota extra',
        'Fondo de reserva',
        'Áreas comunes',
      ],
    ]),
  ),

  mockCall(calls.commonExpensesMovements, () =>
    xlsxBlob('Movimientos', [['Fecha (aaaa-mm-dd)', 'Tipo (ingreso/egreso)', 'Categoría', 'Descripción', 'Importe']]),
  ),

  mockCall(calls.commonExpensesXls, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    const building = db.buildings.find((candidate) => candidate.id === row.buildingId)!;
    return xlsxBlob(formatPeriod(row.period), [
      [`${building.name} · ${formatPeriod(row.period)}`],
      [
        'Torre',
        'Unidad',
        'Propietario',
        'Saldo anterior',
        'Pagos',
        'Saldo',
        'Recargo',
        'Gasto común',
        'Cuota extra',
        'Fondo de reserva',
        'Áreas comunes',
        'Total del período',
        'Deuda total',
      ],
      ...detailsOf(row.id).map((detail) => [
        detail.tower,
        detail.apartment,
        detail.owner,
        pesos(detail.prevBalance),
        pesos(detail.payments),
        pesos(detail.balance),
        pesos(detail.surcharge),
        pesos(detail.commonExpenses),
        pesos(detail.extraFee),
        pesos(detail.reserveFound),
        pesos(detail.commonAreas),
        pesos(detail.totalPeriod),
        pesos(detail.totalDebt),
      ]),
    ]);
  }),
];
