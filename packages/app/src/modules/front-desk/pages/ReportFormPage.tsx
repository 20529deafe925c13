import { montevideoToday } from '@horizontal/domain';
import { ReportForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { accepted, remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { frontDeskQueries } from '../queries';

/**
 * Uploads a report's photo (POST /general/getsignedurl for «reportes», then the PUT to storage) and answers its key;
 * a refused signature or a failed PUT rejects, and the screen says so by the photo's name. The bar follows the PUT's
 * bytes as the browser sends them.
 */
const uploadPhoto = async (file: File, onProgress: (fraction: number) => void) => {
  onProgress(0);
  const { key } = await accepted(api.files.upload(file, { folder: 'reportes', onProgress }));
  return key;
};

/**
 * /reportes/nuevo (POST /reports/create, its photos uploaded on the way) and a report's ficha,
 * /reportes/modificar?id=&modo=detalle, its photos from the signed links of its row: there is no update of a report
 * (SPEC §7), so the ficha offers no «Modificar»; its status changes from the list.
 */
export default function ReportFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/reportes',
    list: frontDeskQueries.reports(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese reporte en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const units = useQuery({ ...frontDeskQueries.units(buildingId), enabled: screen.state.mode === 'CREATE' });
  const unitsState = remoteOf(units);
  return (
    <ReportForm
      key={form.formKey}
      {...screen}
      today={montevideoToday()}
      options={unitsState.status === 'ready' ? { status: 'ready', units: unitsState.apartments } : unitsState}
      onUpload={uploadPhoto}
      onSubmit={(values) => form.writes.added(api.reports.create({ ...values, buildingId }), 'report')}
      onSaved={() => form.saved()}
      onRetry={() => Promise.all([retryFailed(units), form.reload()])}
    />
  );
}
