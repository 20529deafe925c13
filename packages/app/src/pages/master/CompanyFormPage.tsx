import { CompanyForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { formState, recordPath, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';

const base = '/administradoras';

/** /administradoras/nuevo and /administradoras/modificar?id= (POST create, PUT update). */
export default function CompanyFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const [company, reload] = useRemote(async () => {
    if (id === null) return { ok: true, value: undefined };
    const answer = await api.companies.findAll();
    return answer.ok ? { ok: true, value: answer.companies.find((c) => c.id === id) } : answer;
  }, `company-${id}`);
  const state = formState(mode, company, 'No encontramos esa administradora: puede haber sido eliminada.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  return (
    <CompanyForm
      key={`${mode}-${id}`}
      state={state}
      onSubmit={(values) =>
        record
          ? api.companies.update({ ...record, ...values, id: record.id })
          : api.companies.create({ ...values, cityId: null, planId: null, logo: null })
      }
      onSaved={(values) => {
        toast.show({ message: `Se guardó la administradora ${values.name}.` });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onEdit={id === null ? undefined : () => navigate(recordPath(base, id))}
      onRetry={reload}
    />
  );
}
