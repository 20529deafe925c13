import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The floating surface of popovers, menus and listboxes. */
export const surface = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: `var(--radix-popper-anchor-width, auto)`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  animation: `${appear} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

/** What a popover says while its content is still on its way (a calendar fetched on first use). */
export const loading = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
