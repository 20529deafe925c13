import { MessageForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { useLeaveGuard } from '../../../navigation/LeaveGuard';
import { useWorkScope } from '../../../pages/work-scope';
import { messagingQueries, messagingScope } from '../queries';
import { listPath } from './paths';

/** Where a new message is found once sent: the list's «Enviados» tab. */
const sentTab = `${listPath}?vista=enviados`;

/**
 * /mensajes/nuevo (POST /messages/admin/create): a message of the administration to the whole complejo, to the
 * units of some towers or to some units, and to colleagues. Whom each choice reaches is counted from the audience
 * (POST /messages/recipients/audience), which Mensajería alone may read. Once sent, the message joins «Enviados», the
 * toast says the server's answer and the list opens on that tab.
 */
export default function MessageFormPage() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const toast = useToast();
  const leave = useLeaveGuard();
  const writes = useListWrites(messagingQueries.sent(buildingId), messagingScope(buildingId));
  const categories = useQuery(messagingQueries.categories());
  const audience = useQuery(messagingQueries.audience(buildingId));
  // The toast says what the server answered (the contract's message), not a wording of the page.
  const answered = useRef('');
  return (
    <MessageForm
      options={remoteOfAll([categories, audience], () => ({
        categories: categories.data?.categories ?? [],
        units: audience.data?.units ?? [],
        staff: audience.data?.staff ?? [],
      }))}
      onSubmit={async (values) => {
        const answer = await writes.added(api.messages.create({ ...values, buildingId }), 'created');
        if (answer.ok) answered.current = answer.message;
        return answer;
      }}
      onSaved={() => {
        toast.show({ message: answered.current });
        leave.leaveAsked();
        navigate(sentTab);
      }}
      onCancel={() => {
        leave.leaveAsked();
        navigate(listPath);
      }}
      onRetry={() => retryFailed(categories, audience)}
      onDirtyChange={leave.reportDirty}
    />
  );
}
