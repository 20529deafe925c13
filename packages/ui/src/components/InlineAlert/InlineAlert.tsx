import type { ReactNode } from 'react';
import * as styles from './InlineAlert.css';

export const inlineAlertTones = ['info', 'success', 'warning', 'danger'] as const;

export type InlineAlertProps = {
  tone?: (typeof inlineAlertTones)[number];
  title?: string;
  children: ReactNode;
};

/** A message inside the page; danger and warning are announced at once by screen readers. */
export function InlineAlert({ tone = 'info', title, children }: InlineAlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={styles.alert({ tone })} role={urgent ? 'alert' : 'status'} data-slot="inline-alert">
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
