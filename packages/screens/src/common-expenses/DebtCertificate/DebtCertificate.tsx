import {
  addPeriods,
  type DebtCertificate as Certificate,
  formatCurrency,
  formatDate,
  payerLabels,
  periodOf,
  sumCents,
  unitLabel,
} from '@horizontal/domain';
import { Button, DescriptionList, Icon, PageHeader, SkeletonGroup, SkeletonText } from '@horizontal/ui';
import { useId } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import * as layout from '../../shared/layout.css';
import { calendarDateOf, formatIsoDay, formatIsoPeriod, formatPercent } from '../labels';
import { Amount } from '../report-parts';
import * as styles from './DebtCertificate.css';

export type DebtCertificateState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; certificate: Certificate };

export type DebtCertificateProps = {
  /** GET /commonexpenses/debt/certificate/{detailId}. */
  state: DebtCertificateState;
  onRetry: () => void;
  /** Back to Deuda. */
  onBack: () => void;
};

/** The note that makes the certificate enforceable once the assembly approves the account. */
export const enforceableNote = 'Cuenta aprobada por la asamblea: título ejecutivo (Ley 19.604).';

/** The late-payment rule as the certificate states it. */
export const ruleInWords = (
  certificate: Pick<Certificate, 'lateFeeRule' | 'readjustByIndex' | 'annualRateBasisPoints'>,
) =>
  certificate.lateFeeRule === 'ley-19604'
    ? 'Ley 19.604: reajuste por IPC y 12 % de interés anual, sin capitalizar.'
    : `Reglamento de copropiedad: ${formatPercent(certificate.annualRateBasisPoints)} de interés anual${certificate.readjustByIndex ? ', con reajuste por IPC' : ', sin reajuste por IPC'}, sin capitalizar.`;

const dayOf = (iso: string) => {
  const day = calendarDateOf(iso);
  return day ? formatDate(day) : iso;
};

const columns = ['Importe', 'Capital adeudado', 'Reajuste IPC', 'Intereses', 'Recargo pagado', 'Total'] as const;

function Items({ certificate, labelledBy }: { certificate: Certificate; labelledBy: string }) {
  const { charges } = certificate;
  const totalOf = (figure: (charge: Certificate['charges'][number]) => number) => sumCents(charges.map(figure));
  const owed = (charge: Certificate['charges'][number]) => charge.capitalLeft + charge.surchargeLeft;
  const footer = [
    totalOf((charge) => charge.amount),
    certificate.capital,
    totalOf((charge) => charge.readjustment),
    totalOf((charge) => charge.interest),
    totalOf((charge) => charge.surchargePaid),
    certificate.capital + certificate.surcharge,
  ];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways on a phone must take the keyboard
    <section className={styles.tableBox} tabIndex={0} aria-labelledby={labelledBy}>
      <table className={styles.table} aria-label="Deuda mes por mes">
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Mes
            </th>
            <th scope="col" className={styles.head}>
              Vencimiento
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headAmount}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {charges.map((charge) => (
            <tr key={charge.period}>
              <th scope="row" className={styles.text}>
                {formatIsoPeriod(charge.period)}
              </th>
              <td className={styles.text}>{formatIsoDay(charge.dueDate)}</td>
              {[
                charge.amount,
                charge.capitalLeft,
                charge.readjustment,
                charge.interest,
                charge.surchargePaid,
                owed(charge),
              ].map((cents, index) => (
                <td key={columns[index]} className={styles.amount}>
                  {formatCurrency(cents)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={2} className={styles.text}>
              Totales
            </th>
            {footer.map((cents, index) => (
              <td key={columns[index]} className={styles.amount}>
                {formatCurrency(cents)}
              </td>
            ))}
          </tr>
          {certificate.credit > 0 && (
            <tr>
              <th scope="row" colSpan={7} className={styles.text}>
                Saldo a favor (pagos a cuenta)
              </th>
              <td className={styles.amount}>
                <Amount cents={-certificate.credit} />
              </td>
            </tr>
          )}
          <tr className={styles.grandTotal}>
            <th scope="row" colSpan={7} className={styles.text}>
              Total adeudado
            </th>
            <td className={styles.amount}>
              <Amount cents={certificate.total} />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function CertificateBody({ certificate, onBack }: { certificate: Certificate; onBack: () => void }) {
  const id = useId();
  const unit = unitLabel({ tower: certificate.tower, number: certificate.apartment });
  const whom = certificate.billedTo ?? 'Sin titular registrado';
  const asOf = dayOf(certificate.asOf);
  const index = certificate.indexUsed;
  return (
    <>
      <DescriptionList
        items={[
          { term: 'Administradora', description: certificate.company },
          { term: 'Complejo', description: certificate.building },
          { term: 'Unidad', description: unit },
          { term: 'A nombre de', description: `${whom} (${payerLabels[certificate.payer]})` },
          { term: 'Fecha', description: `Al ${asOf}` },
          { term: 'Mora', description: ruleInWords(certificate) },
        ]}
      />
      {index?.estimated && certificate.readjustByIndex && (
        <p className={styles.note}>
          {`El reajuste usa el IPC de ${formatIsoPeriod(index.period)}, el último publicado: el de ${formatIsoPeriod(addPeriods(periodOf(certificate.asOf), -1))} todavía no se publicó.`}
        </p>
      )}
      {certificate.charges.length === 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-none`}>
          <h2 id={`${id}-none`} className={styles.heading}>
            Sin deuda
          </h2>
          <p className={styles.note}>
            {`La unidad ${unit}, a nombre de ${whom}, no adeuda gastos comunes al ${asOf}.`}
            {certificate.credit > 0 && ` Tiene un saldo a favor de ${formatCurrency(certificate.credit)}.`}
          </p>
        </section>
      ) : (
        <div className={styles.section}>
          <h2 id={`${id}-items`} className={styles.heading}>
            Detalle de la deuda
          </h2>
          <Items certificate={certificate} labelledBy={`${id}-items`} />
        </div>
      )}
      <p className={styles.note}>
        <strong>{enforceableNote}</strong>
      </p>
      <p className={styles.signature}>Firma y aclaración por la administradora</p>
      <div className={layout.messages}>
        <div>
          <Button variant="secondary" onClick={onBack}>
            Volver a Deuda
          </Button>
        </div>
      </div>
    </>
  );
}

/**
 * /gastoscomunes/deuda?certificado=: what an account owes, month by month, with its IPC readjustment and interest
 * (GET /commonexpenses/debt/certificate), to print and sign for collection. On paper only the certificate: the app's
 * chrome and the buttons stay off it.
 */
export function DebtCertificate({ state, onRetry, onBack }: DebtCertificateProps) {
  return (
    <article className={styles.certificate} aria-label="Certificado de deuda">
      <PageHeader
        title="Certificado de deuda"
        description={
          state.status === 'ready'
            ? `${unitLabel({ tower: state.certificate.tower, number: state.certificate.apartment })} · ${state.certificate.building}`
            : undefined
        }
        actions={
          state.status === 'ready' && (
            <Button variant="secondary" onClick={() => window.print()}>
              <Icon name="print" size="sm" />
              Imprimir
            </Button>
          )
        }
      />
      {state.status === 'loading' && (
        <SkeletonGroup label="Cargando el certificado…">
          <SkeletonText lines={8} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <>
          <AlertWithStep
            tone="danger"
            title="No se pudo cargar el certificado"
            message={state.message}
            stepLabel="Reintentar"
            onStep={onRetry}
          />
          <div>
            <Button variant="secondary" onClick={onBack}>
              Volver a Deuda
            </Button>
          </div>
        </>
      )}
      {state.status === 'ready' && <CertificateBody certificate={state.certificate} onBack={onBack} />}
    </article>
  );
}
