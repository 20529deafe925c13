import { CompaniesList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { fieldOf, listState, reloadOnOk, useRemote } from '../../../pages/useRemote';

const base = '/administradoras';

/** /administradoras/listado (GET /companies/findall, DELETE /companies/delete/{id}). */
export default function CompaniesListPage() {
  const navigate = useNavigate();
  const [companies, reload] = useRemote(() => fieldOf(api.companies.findAll(), 'companies'), 'companies');
  return (
    <CompaniesList
      state={listState(companies, 'companies')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(company) => navigate(recordPath(base, company.id, true))}
      onEdit={(company) => navigate(recordPath(base, company.id))}
      onDelete={(company) => reloadOnOk(reload)(api.companies.delete(company.id))}
    />
  );
}
