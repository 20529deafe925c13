import type { Resident } from '@horizontal/domain';
import { Button, InlineAlert } from '@horizontal/ui';
import { useState } from 'react';
import { type ActionResult, UNREACHABLE_MESSAGE } from '../../shared/forms';
import { residentFullName } from '../labels';

type FormerResidentProps = {
  resident: Resident;
  onReactivate?: (resident: Resident) => Promise<ActionResult>;
  onReactivated?: (resident: Resident) => void;
};

/** The same person, inactive: bringing them back keeps their history and units (issue #15). */
export function FormerResident({ resident, onReactivate, onReactivated }: FormerResidentProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = residentFullName(resident);
  const reactivate = async () => {
    if (!onReactivate) return;
    setBusy(true);
    setProblem(null);
    const result = await onReactivate(resident).catch(() => ({ ok: false as const, message: UNREACHABLE_MESSAGE }));
    setBusy(false);
    if (result.ok) onReactivated?.(resident);
    else setProblem(result.message);
  };
  return (
    <InlineAlert tone="info" title={`${name} ya fue residente del complejo con esa cédula`}>
      <p>
        Está inactivo.{' '}
        {onReactivate
          ? 'Reactívelo para recuperar sus datos y sus apartamentos, o siga completando el formulario para registrarlo de nuevo.'
          : 'Puede registrarlo de nuevo; para reactivarlo pídaselo a quien pueda modificar residentes.'}
      </p>
      {problem && <p role="alert">{problem}</p>}
      {onReactivate && (
        <Button variant="secondary" onClick={reactivate} loading={busy}>
          {`Reactivar a ${name}`}
        </Button>
      )}
    </InlineAlert>
  );
}
