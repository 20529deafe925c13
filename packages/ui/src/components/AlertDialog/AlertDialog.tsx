import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { Icon } from '../Icon';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['info', 'success', 'warning', 'danger'] as const;

export type AlertDialogProps = {
  open: boolean;
  /** Called when the person acknowledges the message (button or Escape). */
  onClose: () => void;
  /** The server's message, shown as it came (SPEC §7 and §8: failures are shown in an alert). */
  message: string;
  title?: string;
  tone?: (typeof alertDialogTones)[number];
  actionLabel?: string;
};

const defaultTitles = { info: 'Aviso', success: 'Listo', warning: 'Atención', danger: 'No se pudo completar' } as const;

/** A message that must be read before going on; it replaces the browser's alert(). */
export function AlertDialog({
  open,
  onClose,
  message,
  title,
  tone = 'info',
  actionLabel = 'Aceptar',
}: AlertDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixAlertDialog.Portal>
        <ThemedLayer>
          <RadixAlertDialog.Overlay className={dialogStyles.overlay} />
          <RadixAlertDialog.Content className={dialogStyles.content({ size: 'sm' })} data-slot="alert-dialog">
            <div className={dialogStyles.headerText}>
              <RadixAlertDialog.Title className={`${dialogStyles.title} ${styles.heading}`}>
                <span className={styles.icon({ tone })}>
                  <Icon name={tone} />
                </span>
                {title ?? defaultTitles[tone]}
              </RadixAlertDialog.Title>
              <RadixAlertDialog.Description className={styles.message}>{message}</RadixAlertDialog.Description>
            </div>
            <div className={dialogStyles.footer}>
              {/* Radix focuses the Cancel part on open; here it is the only, acknowledging, button. */}
              <RadixAlertDialog.Cancel asChild>
                <Button onClick={onClose}>{actionLabel}</Button>
              </RadixAlertDialog.Cancel>
            </div>
          </RadixAlertDialog.Content>
        </ThemedLayer>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
