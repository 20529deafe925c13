import { Icon } from '../Icon';
import * as styles from './StatTile.css';

export const statTileTones = ['neutral', 'brand', 'success', 'warning', 'danger'] as const;

export type StatTileProps = {
  label: string;
  /** Already formatted: "$ 1.234.567,00", "124", "87 %". */
  value: string;
  /** A line under the value: "+12 % respecto a febrero". */
  detail?: string;
  /** Whether the detail reads as good (up) or bad (down) news; the words must say it too. */
  trend?: 'none' | 'up' | 'down';
  tone?: (typeof statTileTones)[number];
};

/** One key figure of a dashboard: a label, a big value and an optional comparison. */
export function StatTile({ label, value, detail, trend = 'none', tone = 'neutral' }: StatTileProps) {
  return (
    <dl className={styles.tile({ tone })} data-slot="stat-tile">
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {detail && (
        <dd className={styles.detail({ trend })}>
          {trend !== 'none' && <Icon name={trend === 'up' ? 'sortAsc' : 'sortDesc'} size="sm" />}
          {detail}
        </dd>
      )}
    </dl>
  );
}
