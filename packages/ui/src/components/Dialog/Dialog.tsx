import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export type DialogProps = {
  title: string;
  description?: string;
  children?: ReactNode;
  /** Actions, primary last (e.g. Cancelar, Guardar). */
  footer?: ReactNode;
  /** An element that opens the dialog, usually a Button; focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: (typeof dialogSizes)[number];
  /**
   * Where focus goes once it closes, for a dialog opened without a trigger from something that is gone by then (a
   * row's menu item): left to itself, focus would land wherever the closing menu happened to leave it.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** A modal window: traps focus, closes with Escape or the close button, and returns focus to its trigger. */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  returnFocusTo,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <ThemedLayer>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content
            className={styles.content({ size })}
            data-slot="dialog"
            onCloseAutoFocus={
              returnFocusTo &&
              ((event) => {
                const target = returnFocusTo();
                if (!target) return;
                event.preventDefault();
                target.focus();
              })
            }
            // An explicit undefined tells Radix that a dialog without a description is intended.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.headerText}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              )}
            </div>
            {children && <div className={styles.body}>{children}</div>}
            {footer && <div className={styles.footer}>{footer}</div>}
            {/* Last in the DOM so that opening focuses the first field, first on screen nonetheless. */}
            <RadixDialog.Close className={styles.close} aria-label="Cerrar">
              <Icon name="close" />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </ThemedLayer>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the dialog it is in; wraps a Button, e.g. Cancelar. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
