import { formatIsoDate, type License, type LicenseType } from '@horizontal/domain';
import { Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { annualTypeIds, leaveCountOf, licenseStatusBadges } from '../LicensesList/license-labels';
import { daysLabel } from '../staff-fields';
import * as styles from './LicenseForm.css';

export type LicenseDetailProps = {
  license: License;
  /** The complejo's license types, to tell the annual leave and count its days; empty while they load. */
  licenseTypes: readonly LicenseType[];
};

/** A license as registered: whose, of which kind, from when to when, the days it takes, its status and notes. */
export function LicenseDetail({ license, licenseTypes }: LicenseDetailProps) {
  const status = licenseStatusBadges[license.status];
  const { counted } = leaveCountOf(license, annualTypeIds(licenseTypes));
  return (
    <FormScreen
      title={`Licencia de ${license.personnel}`}
      description={license.licenseType}
      meta={<StatusBadge label={status.label} tone={status.tone} />}
    >
      <Card title="Licencia">
        <DescriptionList
          items={[
            { term: 'Persona', description: license.personnel },
            { term: 'Tipo', description: license.licenseType },
            { term: 'Desde', description: formatIsoDate(license.startDate) },
            { term: 'Hasta', description: formatIsoDate(license.endDate) },
            { term: 'Días corridos', description: daysLabel(license.days) },
            ...(counted === null
              ? []
              : [{ term: 'Días computables (sin domingos ni feriados)', description: daysLabel(counted) }]),
            {
              term: 'Notas',
              description: license.notes ? <span className={styles.notes}>{license.notes}</span> : 'Sin notas',
            },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
