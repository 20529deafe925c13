import { Progress } from 'radix-ui';
import { useId } from 'react';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['brand', 'success', 'danger'] as const;

export type ProgressBarProps = {
  /** What is happening: "Generando estados de cuenta…". */
  label: string;
  /** Done so far, from 0 to max; null when it cannot be known yet. */
  value: number | null;
  max?: number;
  tone?: (typeof progressBarTones)[number];
  /** Text beside the label instead of the percentage, e.g. "37 de 124 apartamentos". */
  valueText?: string;
};

const percentage = (value: number, max: number): number => Math.round((Math.min(Math.max(value, 0), max) / max) * 100);

export function ProgressBar({ label, value, max = 100, tone = 'brand', valueText }: ProgressBarProps) {
  const labelId = useId();
  const percent = value === null ? null : percentage(value, max);
  const shown = valueText ?? (percent === null ? 'En curso' : `${percent} %`);
  return (
    <div className={styles.root} data-slot="progress-bar">
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.value}>{shown}</span>
      </div>
      <Progress.Root
        className={styles.track}
        value={value === null ? null : Math.min(Math.max(value, 0), max)}
        max={max}
        aria-labelledby={labelId}
        getValueLabel={() => shown}
      >
        <Progress.Indicator
          className={styles.indicator({ tone, indeterminate: percent === null })}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </Progress.Root>
    </div>
  );
}
