import { type Assembly, assemblyTypeLabels, formatIsoDate } from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { assemblyStatusBadges } from '../assembly-labels';
import * as styles from './AssemblyForm.css';

export type AssemblyDetailProps = {
  assembly: Assembly;
  /** To the assembly's page (/asambleas/resoluciones/asociar), where its attendance and resolutions are recorded. */
  onOpenPage?: () => void;
};

/** An assembly as called: when, where, of which kind and its agenda. */
export function AssemblyDetail({ assembly, onOpenPage }: AssemblyDetailProps) {
  const badge = assemblyStatusBadges[assembly.status];
  return (
    <FormScreen
      title={assembly.title}
      description={`Asamblea ${assemblyTypeLabels[assembly.type].toLowerCase()}`}
      meta={<StatusBadge label={badge.label} tone={badge.tone} />}
      actions={
        onOpenPage && (
          <Button variant="secondary" onClick={onOpenPage}>
            Asistencia y resoluciones
          </Button>
        )
      }
    >
      <Card title="Convocatoria">
        <DescriptionList
          items={[
            { term: 'Fecha', description: formatIsoDate(assembly.date) },
            { term: 'Hora', description: assembly.time ?? 'Sin hora' },
            { term: 'Lugar', description: assembly.place || 'Sin lugar' },
            { term: 'Tipo', description: assemblyTypeLabels[assembly.type] },
            { term: 'Estado', description: badge.label },
          ]}
        />
      </Card>
      <Card title="Orden del día">
        <p className={styles.agenda}>{assembly.description || 'Sin orden del día'}</p>
      </Card>
    </FormScreen>
  );
}
