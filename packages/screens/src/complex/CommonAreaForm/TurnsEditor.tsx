import { Button, InlineAlert, TextField, TimeInput } from '@horizontal/ui';
import { useRef } from 'react';
import { FormSection } from '../../shared/FormSection';
import * as layout from '../../shared/layout.css';
import { MAX_TURNS, type TurnRow, turnProblems } from './common-area-form';

type TurnsEditorProps = {
  turns: TurnRow[];
  /** The form's message about the turns; once there is one, each row shows its own. */
  error?: string;
  onChange: (turns: TurnRow[]) => void;
  /** Leaving any of the turns' fields: the turns were looked at. */
  onBlur: () => void;
};

/** The «Turnos» section of a common area: its rows, each one removable, and «Agregar turno». */
export function TurnsEditor({ turns, error, onChange, onBlur }: TurnsEditorProps) {
  const nextKey = useRef(0);
  const newKey = () => {
    nextKey.current += 1;
    return `turno-${nextKey.current}`;
  };
  // Row messages appear once the turns were looked at (or a save was tried), like every other field's.
  const showTurnProblems = error !== undefined;

  const updateTurn = (key: string, change: Partial<TurnRow>) =>
    onChange(turns.map((turn) => (turn.key === key ? { ...turn, ...change } : turn)));

  return (
    <FormSection
      title="Turnos"
      columns={1}
      description="Los horarios en que se puede reservar, de 00:00 a 23:59 del mismo día."
    >
      {turns.length === 0 && error && <InlineAlert tone="danger">{error}</InlineAlert>}
      {turns.map((turn, index) => {
        const problems = showTurnProblems ? turnProblems(turn) : {};
        return (
          <FormSection key={turn.key} title={`Turno ${index + 1}`}>
            <div className={layout.fullRow}>
              <TextField
                label="Nombre del turno"
                name={`turns.${index}.name`}
                required
                maxLength={60}
                value={turn.name}
                error={problems.name}
                onChange={(name) => updateTurn(turn.key, { name })}
                onBlur={onBlur}
              />
            </div>
            <TimeInput
              label="Desde"
              name={`turns.${index}.start`}
              required
              value={turn.start}
              error={problems.start}
              onChange={(start) => updateTurn(turn.key, { start })}
              onBlur={onBlur}
            />
            <TimeInput
              label="Hasta"
              name={`turns.${index}.end`}
              required
              value={turn.end}
              error={problems.end}
              onChange={(end) => updateTurn(turn.key, { end })}
              onBlur={onBlur}
            />
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange(turns.filter((other) => other.key !== turn.key))}
              >
                {`Quitar el turno ${index + 1}`}
              </Button>
            </div>
          </FormSection>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={turns.length >= MAX_TURNS}
          onClick={() => onChange([...turns, { key: newKey(), name: '', start: null, end: null }])}
        >
          Agregar turno
        </Button>
      </div>
    </FormSection>
  );
}
