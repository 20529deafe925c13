import type { Building, Tower } from '@horizontal/domain';
import { Button, Card, InlineAlert, SkeletonGroup, SkeletonText } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import type { ActionResult } from '../../shared/forms';
import { type ListState, rowsOf } from '../../shared/lists';
import { TowersEditor } from '../TowersEditor';

export type BuildingTowersProps = {
  building: Pick<Building, 'id' | 'name'>;
  /** The complejo's administradora, under the title. */
  companyName?: string;
  /** GET /towers/findall/{building id}. */
  state: ListState<'towers', Tower>;
  onRetry: () => void;
  /** POST /towers/create, with the floors typed; the app reloads the towers when it answers ok. */
  onCreate: (name: string, floors: number) => Promise<ActionResult>;
  /** PUT /towers/update: the name changes, the floors stay. */
  onRename: (tower: Tower, name: string) => Promise<ActionResult>;
  /** DELETE /towers/delete/{id}. */
  onDelete: (tower: Tower) => Promise<ActionResult>;
};

/** /complejos/torres: the towers of one complejo, added, renamed and removed one at a time (SPEC §2). */
export function BuildingTowers({
  building,
  companyName,
  state,
  onRetry,
  onCreate,
  onRename,
  onDelete,
}: BuildingTowersProps) {
  const towers = rowsOf(state, 'towers');
  const find = (key: string) => towers.find((tower) => String(tower.id) === key);
  const missing = { ok: false as const, message: 'La torre ya no existe. Actualice la página.' };

  return (
    <FormScreen title={`Torres de ${building.name}`} description={companyName}>
      <Card title="Torres del complejo">
        {state.status === 'loading' && (
          <SkeletonGroup label="Cargando las torres…">
            <SkeletonText lines={4} />
          </SkeletonGroup>
        )}
        {state.status === 'error' && (
          <InlineAlert tone="danger" title="No se pudieron cargar las torres">
            {state.message}
            <div>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Reintentar
              </Button>
            </div>
          </InlineAlert>
        )}
        {state.status === 'ready' && (
          <TowersEditor
            confirmRemove
            towers={towers.map((tower) => ({ key: String(tower.id), name: tower.name, floors: tower.floors }))}
            onAdd={onCreate}
            onRename={async (key, name) => {
              const tower = find(key);
              return tower ? onRename(tower, name) : missing;
            }}
            onRemove={async (key) => {
              const tower = find(key);
              return tower ? onDelete(tower) : missing;
            }}
          />
        )}
      </Card>
    </FormScreen>
  );
}
