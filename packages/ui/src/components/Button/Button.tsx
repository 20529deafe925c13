import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

/** `inverse` sits on the brand-coloured header. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'inverse'] as const;
export const buttonSizes = ['sm', 'md'] as const;

type NativeButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'className' | 'style' | 'type' | 'onClick' | 'disabled'
>;

export type ButtonProps = NativeButtonProps & {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner and ignores clicks while the action runs. */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Square button holding only an icon; it then needs an aria-label. */
  iconOnly?: boolean;
  onClick?: () => void;
  'aria-label'?: string;
};

/**
 * The remaining native props (ref, aria-*, data-*, handlers) pass through because Radix triggers render
 * a Button through `asChild` and must be able to set them.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  type = 'button',
  loading = false,
  disabled = false,
  fullWidth = false,
  iconOnly = false,
  onClick,
  ...native
}: ButtonProps) {
  return (
    <button
      {...native}
      type={type}
      className={cx(styles.button({ variant, size, fullWidth }), iconOnly && styles.iconOnly({ size }))}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-slot="button"
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <Spinner size="sm" label="Procesando…" />}
      {children}
    </button>
  );
}
