import { CompaniesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { recordPath } from '../../../pages/screen-mode';
import { masterQueries } from '../queries';

const base = '/administradoras';

/** /administradoras/listado (GET /companies/findall, DELETE /companies/delete/{id}). */
export default function CompaniesListPage() {
  const listView = useListView();
  const navigate = useNavigate();
  const list = masterQueries.companies();
  const companies = useQuery(list);
  const writes = useListWrites(list);
  return (
    <CompaniesList
      {...listView}
      state={remoteOf(companies)}
      onRetry={() => retryFailed(companies)}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(company) => navigate(recordPath(base, company.id, true))}
      viewHref={(company) => recordPath(base, company.id, true)}
      onEdit={(company) => navigate(recordPath(base, company.id))}
      onDelete={(company) => writes.removed(api.companies.delete(company.id), company.id)}
    />
  );
}
