import { CompaniesList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { recordPath } from '../screen-mode';
import { listState, useRemote } from '../useRemote';

const base = '/administradoras';

/** /administradoras/listado (GET /companies/findall, DELETE /companies/delete/{id}). */
export default function CompaniesListPage() {
  const navigate = useNavigate();
  const [companies, reload] = useRemote(async () => {
    const answer = await api.companies.findAll();
    return answer.ok ? { ok: true, value: answer.companies } : answer;
  }, 'companies');
  return (
    <CompaniesList
      state={listState(companies, 'companies')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(company) => navigate(recordPath(base, company.id, true))}
      onEdit={(company) => navigate(recordPath(base, company.id))}
      onDelete={async (company) => {
        const answer = await api.companies.delete(company.id);
        if (answer.ok) void reload();
        return answer;
      }}
    />
  );
}
