import { Button, Icon, TextField } from '@horizontal/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './VotingForm.css';
import { listProblem, MAX_OPTIONS, moved, optionProblems, type VotingDraft } from './voting-form';

export type OptionsFieldProps = {
  draft: VotingDraft;
  /** Whether the options' problems are shown yet: once left or after a submit, as every field's. */
  shown: boolean;
  onChange: (details: string[]) => void;
  onBlur: () => void;
};

/** Where the focus goes after a change of the list: a field, a button of a row, or «Agregar opción». */
type FocusTarget = { index: number; part: 'field' | 'up' | 'down' } | 'add';

/**
 * The options of a new voting, in the order they will be shown: added, removed and moved up or down. The focus
 * follows what was done (the new field, the moved option's button), so the list can be built from the keyboard.
 */
export function OptionsField({ draft, shown, onChange, onBlur }: OptionsFieldProps) {
  const list = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget; request: number } | null>(null);
  const options = draft.details;
  const problems = shown ? optionProblems(draft) : [];
  const tooMany = shown ? listProblem(draft) : undefined;
  const full = options.length >= MAX_OPTIONS;

  useEffect(() => {
    if (!focus) return;
    const { target } = focus;
    const selector =
      target === 'add'
        ? '[data-options-add]'
        : target.part === 'field'
          ? `input[name="opcion-${target.index + 1}"]`
          : `[data-option="${target.index}"] [data-move="${target.part}"]:not(:disabled)`;
    const element =
      list.current?.querySelector<HTMLElement>(selector) ??
      (target === 'add' ? null : list.current?.querySelector<HTMLElement>(`input[name="opcion-${target.index + 1}"]`));
    element?.focus();
  }, [focus]);

  const focusOn = (target: FocusTarget) => setFocus((current) => ({ target, request: (current?.request ?? 0) + 1 }));

  const change = (index: number, text: string) => onChange(options.map((option, at) => (at === index ? text : option)));
  const add = () => {
    onChange([...options, '']);
    focusOn({ index: options.length, part: 'field' });
  };
  const remove = (index: number) => {
    onChange(options.filter((_, at) => at !== index));
    onBlur();
    // The option that took its place, or the one above when it was the last; «Agregar opción» when none is left.
    const next = Math.min(index, options.length - 2);
    focusOn(next < 0 ? 'add' : { index: next, part: 'field' });
  };
  const move = (index: number, to: number) => {
    onChange(moved(options, index, to));
    focusOn({ index: to, part: to < index ? 'up' : 'down' });
  };

  return (
    <div ref={list}>
      <ol className={styles.options} aria-label="Opciones de la votación">
        {options.map((option, index) => {
          const number = index + 1;
          return (
            // The position is the option's identity while it is typed: the texts may repeat or be empty.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={styles.option} data-option={index}>
              <TextField
                label={`Opción ${number}`}
                name={`opcion-${number}`}
                value={option}
                onChange={(text) => change(index, text)}
                onBlur={onBlur}
                error={problems[index]}
                required
                maxLength={200}
                autoComplete="off"
              />
              <span className={styles.optionButtons}>
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={`Subir la opción ${number}`}
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <Icon name="chevronUp" />
                </Button>
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={`Bajar la opción ${number}`}
                  data-move="down"
                  disabled={index === options.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <Icon name="chevronDown" />
                </Button>
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={`Quitar la opción ${number}`}
                  onClick={() => remove(index)}
                >
                  <Icon name="close" />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.optionsFooter}>
        <Button variant="secondary" data-options-add disabled={full} onClick={add}>
          Agregar opción
        </Button>
        <span className={styles.note}>
          {full
            ? `Llegó al máximo de ${MAX_OPTIONS} opciones.`
            : options.length < 2
              ? 'Agregue al menos dos opciones: con menos la votación no se puede abrir.'
              : `${options.length} opciones, hasta ${MAX_OPTIONS}. Se pueden cambiar en su página mientras sea un borrador.`}
        </span>
      </div>
      {tooMany && (
        <p className={styles.listError} role="alert">
          {tooMany}
        </p>
      )}
    </div>
  );
}
