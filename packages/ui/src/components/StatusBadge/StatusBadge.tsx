import * as styles from './StatusBadge.css';

export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

export type StatusBadgeProps = {
  /** The state in words ("Activo", "Pendiente", "Vencido"); colour alone never carries the meaning. */
  label: string;
  tone?: StatusTone;
};

export function StatusBadge({ label, tone = 'neutral' }: StatusBadgeProps) {
  return (
    <span className={styles.badge({ tone })} data-slot="status-badge" data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
