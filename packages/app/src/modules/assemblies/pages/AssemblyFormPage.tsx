import { AssemblyForm } from '@horizontal/screens';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { assembliesScope, assemblyQueries } from '../queries';
import { assembliesPath, assemblyPagePath, assemblyPageRoute, useOpensPage } from './paths';

/**
 * /asambleas/nuevo (POST /assemblies/create) and an assembly's ficha (/asambleas/modificar?id=&modo=detalle).
 * There is no update call (SPEC §7): the ficha offers the assembly's page instead of «Modificar». A new assembly
 * opens on its page, where its attendance and resolutions are what comes next.
 */
export default function AssemblyFormPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: assembliesPath,
    list: assemblyQueries.assemblies(buildingId),
    scope: assembliesScope(buildingId),
    missing: 'No encontramos esa asamblea en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const created = useRef<number | null>(null);
  // A profile without the page's screen would be refused there: its ficha offers no «Asistencia y resoluciones»,
  // and a new record goes back to the listado instead.
  const opensPage = useOpensPage(assemblyPageRoute);
  return (
    <AssemblyForm
      key={form.formKey}
      {...screen}
      onOpenPage={form.id !== null && opensPage ? () => navigate(assemblyPagePath(form.id!)) : undefined}
      onSubmit={async (values) => {
        const answer = await form.writes.added(api.assemblies.create({ ...values, buildingId }), 'assembly');
        if (answer.ok) created.current = answer.assembly.id;
        return answer;
      }}
      onSaved={() =>
        form.saved(undefined, created.current && opensPage ? assemblyPagePath(created.current) : undefined)
      }
    />
  );
}
