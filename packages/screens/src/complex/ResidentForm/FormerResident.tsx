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

/** The same person, inactive: bringing them back keeps their record and history (issue #15). */
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
          ? 'Reactívelo para recuperar su registro y su historia, o siga completando el formulario para registrarlo de nuevo.'
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

/** The same person, active under another record: registering them again would be refused, so the form leads there. */
export function ActiveResident({ resident, onOpen }: { resident: Resident; onOpen?: (resident: Resident) => void }) {
  const name = residentFullName(resident);
  return (
    <InlineAlert tone="warning" title={`${name} ya es residente activo del complejo con esa cédula`}>
      <p>No se puede registrar dos veces. Si un correo o un teléfono está equivocado, corríjalo en su registro.</p>
      {onOpen && (
        <Button variant="secondary" onClick={() => onOpen(resident)}>
          {`Ver a ${name}`}
        </Button>
      )}
    </InlineAlert>
  );
}
