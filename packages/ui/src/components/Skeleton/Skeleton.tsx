import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'row', 'block', 'circle'] as const;
export const skeletonWidths = ['quarter', 'half', 'threeQuarters', 'full'] as const;

export type SkeletonProps = {
  shape?: (typeof skeletonShapes)[number];
  width?: (typeof skeletonWidths)[number];
};

/** A placeholder in the shape of what is loading; decorative, so screen readers skip it. */
export function Skeleton({ shape = 'text', width = shape === 'circle' ? undefined : 'full' }: SkeletonProps) {
  return (
    <span className={styles.skeleton({ shape, width: shape === 'circle' ? undefined : width })} aria-hidden="true" />
  );
}

export type SkeletonGroupProps = {
  /** What is loading, read by screen readers: "Cargando residentes…". */
  label?: string;
  children: ReactNode;
};

/** Announces once that the content is loading while its skeletons stand in for it. */
export function SkeletonGroup({ label = 'Cargando…', children }: SkeletonGroupProps) {
  return (
    <div className={styles.group} role="status" aria-busy="true" data-slot="skeleton-group">
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}

/** Lines of text with a shorter last line, the usual shape of a paragraph being loaded. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? 'threeQuarters' : 'full'} />
      ))}
    </>
  );
}
