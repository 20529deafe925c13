import { type Voting, type VotingDetail, votingDetailCreateSchema } from '@horizontal/domain';
import { Button, Card, InlineAlert, TextField } from '@horizontal/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ActionResult, problemOf, settle } from '../../shared/forms';
import { useRowActions } from '../../shared/RowActionDialog';
import * as styles from './VotingDetail.css';

export type OptionsCardProps = {
  voting: Voting;
  /** POST /votings/details/create (the app adds votingId); absent when the profile may not. */
  onCreateDetail?: (description: string) => Promise<ActionResult>;
  /** PUT /votings/details/update. */
  onUpdateDetail?: (detail: VotingDetail, description: string) => Promise<ActionResult>;
  /** DELETE /votings/resolutions/delete/{id}. */
  onDeleteDetail?: (detail: VotingDetail) => Promise<ActionResult>;
};

type Notice = { tone: 'success' | 'danger'; title: string; message: string };

/** An option's text as the server checks it: «Ingrese el texto de la opción.», or null. */
const textProblem = (description: string) =>
  problemOf(votingDetailCreateSchema, { votingId: 1, description: description.trim() });

const editButtonName = (detail: VotingDetail) => `Modificar la opción «${detail.description}»`;

/**
 * The options of a borrador, changed one at a time (SPEC §6): added at the end, renamed in place, deleted after a
 * confirmation. Once the voting is open they no longer change; the server refuses (votingMessages.optionsLocked).
 */
export function OptionsCard({ voting, onCreateDetail, onUpdateDetail, onDeleteDetail }: OptionsCardProps) {
  const addField = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ detail: VotingDetail; text: string; error?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const actions = useRowActions<VotingDetail>({
    // The option is gone once deleted (or still there after a refusal): the field to add one is always there.
    returnFocusTo: () => addField.current?.querySelector('input'),
  });

  // The button to focus after an edit is named by the option's text, which the list shows only once the app has
  // the saved option: the focus waits for that render (a frame was not always enough on a busy machine).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options' next render is what the focus waits for.
  useEffect(() => {
    if (focusTarget === null) return;
    const button = list.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(focusTarget)}"]`);
    if (!button) return;
    button.focus();
    setFocusTarget(null);
  }, [focusTarget, voting.details]);
  const focusEditButton = (detail: VotingDetail) => setFocusTarget(editButtonName(detail));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!onCreateDetail) return;
    const problem = textProblem(text);
    setTextError(problem ?? undefined);
    if (problem) {
      addField.current?.querySelector('input')?.focus();
      return;
    }
    setNotice(null);
    setAdding(true);
    const result = await settle(() => onCreateDetail(text.trim()));
    setAdding(false);
    if (result.ok) {
      setNotice({ tone: 'success', title: `Se agregó la opción «${text.trim()}»`, message: result.message ?? '' });
      setText('');
    } else {
      setNotice({ tone: 'danger', title: 'No se pudo agregar la opción', message: result.message });
    }
    addField.current?.querySelector('input')?.focus();
  };

  const save = async () => {
    if (!editing || !onUpdateDetail) return;
    const problem = textProblem(editing.text);
    if (problem) {
      setEditing({ ...editing, error: problem });
      return;
    }
    setNotice(null);
    setSaving(true);
    const result = await settle(() => onUpdateDetail(editing.detail, editing.text.trim()));
    setSaving(false);
    if (!result.ok) {
      setNotice({ tone: 'danger', title: 'No se pudo guardar la opción', message: result.message });
      return;
    }
    setNotice({
      tone: 'success',
      title: `Se guardó la opción «${editing.text.trim()}»`,
      message: result.message ?? '',
    });
    setEditing(null);
    focusEditButton({ ...editing.detail, description: editing.text.trim() });
  };

  const cancel = () => {
    if (!editing) return;
    setEditing(null);
    focusEditButton(editing.detail);
  };

  return (
    <Card
      title="Opciones"
      description="Mientras sea un borrador sus opciones se pueden cambiar; para abrirla necesita al menos dos."
    >
      <div className={styles.stack}>
        {(notice || actions.notice) && (
          <div className={styles.stack}>
            {notice && (
              <InlineAlert tone={notice.tone} title={notice.title}>
                {notice.message}
              </InlineAlert>
            )}
            {actions.notice}
          </div>
        )}
        {voting.details.length === 0 ? (
          <p className={styles.note}>Todavía no tiene opciones: agregue la primera.</p>
        ) : (
          <ol ref={list} className={styles.options} aria-label="Opciones de la votación">
            {voting.details.map((detail) => (
              <li key={detail.id} className={styles.option}>
                {editing?.detail.id === detail.id ? (
                  <div className={styles.optionEdit}>
                    <TextField
                      size="sm"
                      label={`Texto de la opción «${detail.description}»`}
                      name={`opcion-${detail.id}`}
                      value={editing.text}
                      onChange={(next) => setEditing({ ...editing, text: next, error: undefined })}
                      error={editing.error}
                      required
                      maxLength={200}
                      autoComplete="off"
                      autoFocus
                    />
                    <span className={styles.buttons}>
                      <Button size="sm" onClick={save} loading={saving}>
                        Guardar opción
                      </Button>
                      <Button size="sm" variant="secondary" onClick={cancel} disabled={saving}>
                        Cancelar
                      </Button>
                    </span>
                  </div>
                ) : (
                  <>
                    <span>{detail.description}</span>
                    <span className={styles.buttons}>
                      {onUpdateDetail && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={editButtonName(detail)}
                          onClick={() => {
                            setNotice(null);
                            setEditing({ detail, text: detail.description });
                          }}
                        >
                          Modificar
                        </Button>
                      )}
                      {onDeleteDetail && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Eliminar la opción «${detail.description}»`}
                          onClick={() => {
                            setNotice(null);
                            actions.ask(detail, {
                              title: `¿Eliminar la opción «${detail.description}»?`,
                              description: 'Deja de figurar entre las opciones de la votación.',
                              confirmLabel: 'Eliminar',
                              tone: 'danger',
                              done: `Se eliminó la opción «${detail.description}»`,
                              run: () => onDeleteDetail(detail),
                            });
                          }}
                        >
                          Eliminar
                        </Button>
                      )}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
        {onCreateDetail && (
          <form className={styles.addOption} onSubmit={add} noValidate aria-label="Agregar opción">
            <div ref={addField}>
              <TextField
                size="sm"
                label="Nueva opción"
                name="nueva-opcion"
                value={text}
                onChange={(next) => {
                  setText(next);
                  setTextError(undefined);
                }}
                error={textError}
                maxLength={200}
                autoComplete="off"
              />
            </div>
            <span className={styles.buttons}>
              <Button size="sm" type="submit" variant="secondary" loading={adding}>
                Agregar opción
              </Button>
            </span>
          </form>
        )}
        {actions.dialog}
      </div>
    </Card>
  );
}
