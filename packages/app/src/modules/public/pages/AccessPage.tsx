import { AccessRequest, type AccessRequestProps } from '@horizontal/screens';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';

/** /access: a person asks an administradora for access to one of its complejos (POST /auth/access). */
export default function AccessPage() {
  const navigate = useNavigate();
  const [options, setOptions] = useState<AccessRequestProps['options']>({ status: 'loading' });

  const load = useCallback(async () => {
    setOptions({ status: 'loading' });
    const companies = await api.general.companies(0);
    if (!companies.ok) return setOptions({ status: 'error', message: companies.message });
    const perCompany = await Promise.all(companies.companies.map((company) => api.general.buildings(company.id)));
    const failed = perCompany.find((answer) => !answer.ok);
    if (failed && !failed.ok) return setOptions({ status: 'error', message: failed.message });
    const buildings = perCompany.flatMap((answer) => (answer.ok ? answer.buildings : []));
    setOptions({ status: 'ready', companies: companies.companies, buildings });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return <AccessRequest options={options} onRetry={load} onSubmit={api.auth.access} onNavigate={navigate} />;
}
