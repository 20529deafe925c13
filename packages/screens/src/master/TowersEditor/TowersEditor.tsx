import { countNoun, TOWER_FLOORS_MAX, theNamed, towerFloorsSchema, validateCharacterText } from '@horizontal/domain';
import { Button, ConfirmDialog, InlineAlert, NumberField, TextField } from '@horizontal/ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type ActionResult, numberProblem, settle } from '../../shared/forms';
import * as styles from './TowersEditor.css';

export type TowerItem = { key: string; name: string; floors: number };

export type TowersEditorProps = {
  towers: readonly TowerItem[];
  /** The floors are what the person typed: a new tower has no default. */
  onAdd: (name: string, floors: number) => Promise<ActionResult>;
  onRename: (key: string, name: string) => Promise<ActionResult>;
  onRemove: (key: string) => Promise<ActionResult>;
  /** Saved towers are deleted on the server, so removing one asks first; a draft one just goes. */
  confirmRemove?: boolean;
  disabled?: boolean;
};

export const TOWER_NAME_MAX = 80;

const normalized = (name: string) => name.trim().toLocaleLowerCase('es');

/** The domain's character rule, a length, and no two towers with the same name in one complejo. */
export const checkTowerName = (name: string, others: readonly TowerItem[]): string | null => {
  if (name.trim() === '') return 'Ingrese el nombre de la torre.';
  if (name.trim().length > TOWER_NAME_MAX) return `El nombre no puede superar los ${TOWER_NAME_MAX} caracteres.`;
  const message = validateCharacterText(name.trim());
  if (message) return message;
  if (others.some((tower) => normalized(tower.name) === normalized(name))) {
    return `Ya hay una torre llamada «${name.trim()}» en este complejo.`;
  }
  return null;
};

/** "1 piso", "12 pisos". */
export const floorsLabel = (floors: number) => countNoun(floors, '1 piso', `${floors} pisos`);

/** The domain's rule, so the screen says what the server would; an empty field is asked for, never filled in. */
export const checkTowerFloors = (text: string): string | null =>
  numberProblem(
    towerFloorsSchema,
    text,
    'La cantidad de pisos debe ser un número entero.',
    'Ingrese la cantidad de pisos.',
  );

/** Enter acts on this line instead of submitting the form the editor sits in (the new complejo's). */
const onEnter = (event: KeyboardEvent, action: () => Promise<unknown>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  void action();
};

type RowProps = {
  tower: TowerItem;
  others: readonly TowerItem[];
  disabled: boolean;
  onRename: (name: string) => Promise<ActionResult>;
  onRemove: () => void;
};

function TowerRow({ tower, others, disabled, onRename, onRemove }: RowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const error = draft !== null && tried ? (checkTowerName(draft, others) ?? undefined) : undefined;

  const save = async () => {
    if (draft === null) return;
    setTried(true);
    if (checkTowerName(draft, others)) return;
    if (draft.trim() === tower.name) {
      setDraft(null);
      return;
    }
    setSaving(true);
    const result = await onRename(draft.trim());
    setSaving(false);
    if (result.ok) setDraft(null);
  };

  if (draft !== null) {
    return (
      <li className={styles.row}>
        <fieldset
          className={styles.rename}
          aria-label={`Renombrar ${tower.name}`}
          onKeyDown={(event) => onEnter(event, save)}
        >
          <div className={styles.grow}>
            <TextField
              label={`Nuevo nombre de ${tower.name}`}
              size="sm"
              autoFocus
              maxLength={TOWER_NAME_MAX}
              value={draft}
              error={error}
              onChange={setDraft}
              onBlur={() => setTried(true)}
            />
          </div>
          <div className={`${styles.rowActions} ${styles.besideField}`}>
            <Button size="sm" variant="secondary" disabled={saving} onClick={() => setDraft(null)}>
              Cancelar
            </Button>
            <Button size="sm" loading={saving} onClick={() => void save()}>
              Guardar nombre
            </Button>
          </div>
        </fieldset>
      </li>
    );
  }

  return (
    <li className={styles.row}>
      <span className={styles.label}>
        <span className={styles.name}>{tower.name}</span>
        <span className={styles.floors}>{floorsLabel(tower.floors)}</span>
      </span>
      <div className={styles.rowActions}>
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          aria-label={`Renombrar ${tower.name}`}
          onClick={() => {
            setTried(false);
            setDraft(tower.name);
          }}
        >
          Renombrar
        </Button>
        <Button size="sm" variant="ghost" disabled={disabled} aria-label={`Eliminar ${tower.name}`} onClick={onRemove}>
          Eliminar
        </Button>
      </div>
    </li>
  );
}

/** Add, rename and remove the towers of a complejo, one line each. */
export function TowersEditor({
  towers,
  onAdd,
  onRename,
  onRemove,
  confirmRemove = false,
  disabled = false,
}: TowersEditorProps) {
  const [name, setName] = useState('');
  const [floors, setFloors] = useState('');
  const [nameTried, setNameTried] = useState(false);
  const [floorsTried, setFloorsTried] = useState(false);
  const [floorsLeft, setFloorsLeft] = useState(false);
  /** Counts the towers added: the floors field starts over with each, forgetting it was left empty. */
  const [added, setAdded] = useState(0);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TowerItem | null>(null);
  const addLine = useRef<HTMLFieldSetElement>(null);
  const nameError = nameTried ? (checkTowerName(name, towers) ?? undefined) : undefined;
  // Once a name is typed the tower needs its floors: leaving the field empty then says so, in its own words.
  const floorsShown = floorsTried || (floorsLeft && (floors !== '' || name.trim() !== ''));
  const floorsError = floorsShown ? (checkTowerFloors(floors) ?? undefined) : undefined;
  const focusField = (field: 'towerName' | 'towerFloors') =>
    addLine.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();

  const report = (result: ActionResult) => {
    setFailure(result.ok ? null : result.message);
    return result;
  };

  const add = async () => {
    setNameTried(true);
    setFloorsTried(true);
    if (checkTowerName(name, towers)) {
      focusField('towerName');
      return;
    }
    if (checkTowerFloors(floors)) {
      focusField('towerFloors');
      return;
    }
    setAdding(true);
    const result = report(await settle(() => onAdd(name.trim(), Number(floors))));
    setAdding(false);
    if (result.ok) {
      setName('');
      setFloors('');
      setNameTried(false);
      setFloorsTried(false);
      setFloorsLeft(false);
      setAdded((count) => count + 1);
      // The next tower is typed from its name, as a keyboard goes through the line.
      focusField('towerName');
    }
  };

  const remove = async (tower: TowerItem) => report(await settle(() => onRemove(tower.key)));

  return (
    <div className={styles.editor}>
      {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      {towers.length === 0 ? (
        <p className={styles.empty}>
          Todavía no hay torres. Agregue la primera con su nombre (por ejemplo Torre A) y su cantidad de pisos.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Torres">
          {towers.map((tower) => (
            <TowerRow
              key={tower.key}
              tower={tower}
              others={towers.filter((other) => other.key !== tower.key)}
              disabled={disabled}
              onRename={async (next) => report(await settle(() => onRename(tower.key, next)))}
              onRemove={() => (confirmRemove ? setRemoving(tower) : void remove(tower))}
            />
          ))}
        </ul>
      )}
      <fieldset
        ref={addLine}
        className={styles.add}
        aria-label="Agregar torre"
        onKeyDown={(event) => onEnter(event, add)}
      >
        <div className={styles.grow}>
          <TextField
            label="Nueva torre"
            name="towerName"
            size="sm"
            maxLength={TOWER_NAME_MAX}
            placeholder="Torre A"
            disabled={disabled}
            value={name}
            error={nameError}
            onChange={setName}
            onBlur={() => name !== '' && setNameTried(true)}
          />
        </div>
        <div className={styles.floorsField}>
          {/*
            Required of the tower being typed, not of the form: the towers are optional, so an empty line tabbed
            through on the way to «Crear complejo» is not scolded.
          */}
          <NumberField
            key={added}
            label="Pisos"
            name="towerFloors"
            size="sm"
            required={name.trim() !== ''}
            maxLength={String(TOWER_FLOORS_MAX).length}
            disabled={disabled}
            value={floors}
            error={floorsError}
            onChange={setFloors}
            onBlur={() => setFloorsLeft(true)}
          />
        </div>
        <div className={styles.besideField}>
          <Button size="sm" variant="secondary" loading={adding} disabled={disabled} onClick={() => void add()}>
            Agregar torre
          </Button>
        </div>
      </fieldset>
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={`¿Eliminar ${theNamed('la torre', removing.name)}?`}
          description="Esta acción no se puede deshacer."
          confirmLabel="Eliminar"
          onConfirm={() => remove(removing)}
        />
      )}
    </div>
  );
}
