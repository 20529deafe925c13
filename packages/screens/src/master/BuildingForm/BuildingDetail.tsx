import { type Building, compareSpanish } from '@horizontal/domain';
import { Button, Card, DescriptionList } from '@horizontal/ui';
import { FormScreen, OptionsUnavailable } from '../../shared/FormScreen';
import * as layout from '../../shared/layout.css';
import { floorsLabel } from '../TowersEditor';
import type { BuildingFormOptions, BuildingTowersState } from './BuildingForm';

type DetailProps = {
  building: Building;
  towers?: BuildingTowersState;
  options: BuildingFormOptions;
  onRetry?: () => void;
  onEdit?: () => void;
  onTowers?: () => void;
};

function TowersCard({ towers, onRetry }: { towers: BuildingTowersState; onRetry?: () => void }) {
  return (
    <Card title="Torres">
      {towers.status === 'loading' && <p className={layout.note}>Cargando las torres…</p>}
      {towers.status === 'error' && (
        <OptionsUnavailable title="No se pudieron cargar las torres" message={towers.message} onRetry={onRetry} />
      )}
      {towers.status === 'ready' &&
        (towers.towers.length === 0 ? (
          <p className={layout.note}>Todavía no tiene torres: agréguelas desde Torres.</p>
        ) : (
          <DescriptionList
            items={[...towers.towers]
              .sort((a, b) => compareSpanish(a.name, b.name))
              .map((tower) => ({ term: tower.name, description: floorsLabel(tower.floors) }))}
          />
        ))}
    </Card>
  );
}

/** A complejo as read, with its towers, «Torres» and «Modificar». */
export function BuildingDetail({ building, towers, options, onRetry, onEdit, onTowers }: DetailProps) {
  const company =
    options.status === 'ready' ? options.companies.find((candidate) => candidate.id === building.companyId) : undefined;
  return (
    <FormScreen
      title={building.name}
      description="Complejo"
      actions={
        <>
          {onTowers && (
            <Button variant="secondary" onClick={onTowers}>
              Torres
            </Button>
          )}
          {onEdit && <Button onClick={onEdit}>Modificar</Button>}
        </>
      }
    >
      <Card title="Datos del complejo">
        <DescriptionList
          items={[
            { term: 'Nombre', description: building.name },
            { term: 'Administradora', description: company?.name },
            { term: 'Dirección', description: building.address },
            { term: 'Ciudad', description: building.city },
          ]}
        />
      </Card>
      {towers && <TowersCard towers={towers} onRetry={onRetry} />}
    </FormScreen>
  );
}
