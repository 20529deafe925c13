import { montevideoToday } from '@horizontal/domain';
import { NoticeForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { assembliesScope, assemblyQueries } from '../queries';
import { noticesPath } from './paths';

/**
 * /noticias/nuevo (POST /notices/create, e-mailed to the residents of its audience on its day) and a notice's
 * ficha (/noticias/modificar?id=&modo=detalle). There is no update call (SPEC §7): a notice with a mistake is
 * deleted from the list and published again.
 */
export default function NoticeFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: noticesPath,
    list: assemblyQueries.notices(buildingId),
    scope: assembliesScope(buildingId),
    missing: 'No encontramos esa noticia en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const towers = useQuery(sharedQueries.towers(buildingId));
  return (
    <NoticeForm
      key={form.formKey}
      {...screen}
      today={montevideoToday()}
      options={remoteOf(towers)}
      onRetry={() => Promise.all([retryFailed(towers), form.reload()])}
      onSubmit={(values) => form.writes.added(api.notices.create({ ...values, buildingId }), 'notice')}
      onSaved={() => form.saved()}
    />
  );
}
