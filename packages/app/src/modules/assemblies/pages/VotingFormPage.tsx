import { VotingForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { assembliesScope, assemblyQueries } from '../queries';
import { useOpensPage, votingPagePath, votingPageRoute, votingsPath } from './paths';

/**
 * /votaciones/nuevo (POST /votings/create, with its options) and a voting's ficha
 * (/votaciones/modificar?id=&modo=detalle). There is no update call (SPEC §7): the ficha offers the voting's page,
 * where its options change while it is a borrador and its votes are recorded. A new voting opens on that page.
 */
export default function VotingFormPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: votingsPath,
    list: assemblyQueries.votings(buildingId),
    scope: assembliesScope(buildingId),
    missing: 'No encontramos esa votación en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  // The assemblies a voting may be held in; the ficha names its assembly from them too.
  const assemblies = useQuery(assemblyQueries.assemblies(buildingId));
  const created = useRef<number | null>(null);
  // A profile without the page's screen would be refused there: its ficha offers no «Opciones y votos»,
  // and a new record goes back to the listado instead.
  const opensPage = useOpensPage(votingPageRoute);
  return (
    <VotingForm
      key={form.formKey}
      {...screen}
      options={remoteOf(assemblies)}
      onOpenPage={form.id !== null && opensPage ? () => navigate(votingPagePath(form.id!)) : undefined}
      onRetry={() => Promise.all([retryFailed(assemblies), form.reload()])}
      onSubmit={async (values) => {
        const answer = await form.writes.added(api.votings.create({ ...values, buildingId }), 'voting');
        if (answer.ok) created.current = answer.voting.id;
        return answer;
      }}
      onSaved={() => form.saved(undefined, created.current && opensPage ? votingPagePath(created.current) : undefined)}
    />
  );
}
