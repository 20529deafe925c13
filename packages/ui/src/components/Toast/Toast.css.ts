import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const slideIn = keyframes({
  from: { transform: 'translateX(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

// Top right, under the sticky header and by its bell: where the bars below the header leave their right end empty.
// At the bottom it sat over a form's buttons (right-aligned at the foot of the screen on a tablet) for its life.
export const viewport = style({
  position: 'fixed',
  insetBlockStart: vars.size.header,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `calc(${vars.size.formMax} * 0.7)`,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  outline: 'none',
  // A message about the last action is the screen's: it would print over the list.
  '@media': { [media.print]: { display: 'none' } },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    borderInlineStartWidth: vars.space.xs,
    borderInlineStartStyle: 'solid',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} 160ms ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    severity: {
      info: { borderColor: vars.color.info },
      success: { borderColor: vars.color.success },
      warning: { borderColor: vars.color.warning },
      danger: { borderColor: vars.color.danger },
    },
  },
  defaultVariants: { severity: 'info' },
});

export const icon = recipe({
  variants: {
    severity: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
});
