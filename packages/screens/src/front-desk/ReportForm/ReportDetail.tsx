import { formatIsoDate, type Report } from '@horizontal/domain';
import { Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { reportCategoryLabel, reportStatusBadges, reportUnitLabel } from '../labels';
import { PhotoThumbnails } from '../PhotoThumbnails';

/** A report as written, with its photos (each from its signed link, `photoUrls`). */
export function ReportDetail({ report }: { report: Report }) {
  const badge = reportStatusBadges[report.status];
  return (
    <FormScreen
      title={report.title}
      description={`Reporte de ${reportCategoryLabel(report).toLowerCase()}`}
      meta={<StatusBadge label={badge.label} tone={badge.tone} />}
    >
      <Card title="Reporte">
        <DescriptionList
          items={[
            { term: 'Categoría', description: reportCategoryLabel(report) },
            { term: 'Unidad', description: reportUnitLabel(report) },
            { term: 'Fecha', description: formatIsoDate(report.date) },
            { term: 'Escrito por', description: report.createdBy ?? 'Sin dato' },
            { term: 'Descripción', description: report.description || 'Sin descripción' },
          ]}
        />
      </Card>
      <Card title="Fotos">
        {report.photos.length > 0 ? (
          <PhotoThumbnails photos={report.photos} urls={report.photoUrls} subject={report.title} />
        ) : (
          <p>El reporte no tiene fotos.</p>
        )}
      </Card>
    </FormScreen>
  );
}
