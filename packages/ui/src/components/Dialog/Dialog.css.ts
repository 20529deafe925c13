import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  backgroundColor: 'rgba(16, 24, 40, 0.45)',
  animation: `${fadeIn} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: `calc(100vw - ${vars.space.xl})`,
    maxHeight: `calc(100vh - ${vars.space.xxl})`,
    overflowY: 'auto',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    animation: `${popIn} 140ms ease-out`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      // A phone gives the dialog the whole screen: a form in a floating box there leaves no room to type.
      [media.phone]: {
        inset: 0,
        transform: 'none',
        width: '100%',
        maxWidth: 'none',
        height: '100%',
        maxHeight: 'none',
        borderRadius: 0,
        padding: vars.space.md,
        animation: 'none',
      },
    },
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      sm: { maxWidth: `calc(${vars.size.formMax} * 0.8)` },
      md: { maxWidth: vars.size.formMax },
      lg: { maxWidth: `calc(${vars.size.formMax} * 1.6)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xl,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
});
