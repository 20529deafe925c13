import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const shell = style({ position: 'relative', display: 'flex', flexDirection: 'column', minHeight: '100vh' });

// The header grows instead of overflowing: below ~1300 px the module menu wraps onto more rows, and at
// narrower widths its parts wrap too, rather than spilling over the submenu.
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  minHeight: vars.size.header,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xxs,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
});

export const logo = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.02em',
  color: vars.color.onBrand,
  textDecoration: 'none',
});

export const navigation = style({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const selector = style({ display: 'flex', alignItems: 'center' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

const bar = {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
} as const;

export const submenu = style({ ...bar, paddingBlock: vars.space.xs });

export const breadcrumbs = style({ ...bar, paddingBlock: vars.space.xxs, backgroundColor: vars.color.background });

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: vars.lineHeight.tight,
});

export const welcome = style({ fontWeight: vars.fontWeight.semibold });

export const role = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });

export const main = style({
  flex: 1,
  outline: 'none',
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const footerLink = style({ color: vars.color.brand });
