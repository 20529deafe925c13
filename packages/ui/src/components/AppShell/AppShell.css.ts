import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchSized } from '../../theme/media';
import { visuallyHiddenRules } from '../../theme/visually-hidden.css';

export const shell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  '@media': { [media.print]: { display: 'block', minHeight: 0 } },
});

// One row at every width: what does not fit folds into the drawer (media.folded) instead of wrapping.
export const header = style({
  display: 'flex',
  alignItems: 'center',
  columnGap: `calc(${vars.space.sm} * 1.5)`,
  minHeight: vars.size.header,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xxs,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  '@media': { [media.phone]: { paddingInline: vars.space.sm, columnGap: vars.space.sm } },
});

export const foldedOnly = style({ display: 'none', '@media': { [media.folded]: { display: 'flex' } } });

export const wideOnly = style({ display: 'flex', '@media': { [media.folded]: { display: 'none' } } });

export const logo = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.02em',
  color: vars.color.onBrand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { fontSize: vars.fontSize.lg } },
});

export const navigation = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

globalStyle(`${navigation} ul`, { flexWrap: 'nowrap' });

// Folded, the links live in the drawer; the empty box still takes the free space, so that the complejo selector
// sits at the end of the row.
globalStyle(`${navigation} > *`, { '@media': { [media.folded]: { display: 'none' } } });

export const selector = style({ display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1 });

export const accountTrigger = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gridTemplateAreas: '"name chevron" "role chevron"',
  alignItems: 'center',
  columnGap: vars.space.xs,
  minHeight: vars.size.control.md,
  maxWidth: '220px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid transparent`,
  background: 'transparent',
  color: vars.color.onBrand,
  font: 'inherit',
  textAlign: 'end',
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': {
      backgroundColor: vars.color.brandHover,
      borderColor: 'rgba(255, 255, 255, 0.55)',
    },
  },
});

const cutText = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

export const accountName = style({ ...cutText, gridArea: 'name', fontWeight: vars.fontWeight.semibold });

export const accountRole = style({ ...cutText, gridArea: 'role', fontSize: vars.fontSize.sm, opacity: 0.9 });

export const accountChevron = style({ gridArea: 'chevron', display: 'inline-flex' });

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const drawerTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control.md,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid rgba(255, 255, 255, 0.55)`,
  background: 'transparent',
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});

// A phone keeps the icon and the accessible name: the row's width goes to the complejo selector.
export const drawerTriggerText = style({ '@media': { [media.phone]: visuallyHiddenRules } });

export const drawerBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.fontSize.xl,
  height: vars.fontSize.xl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  backgroundColor: 'rgba(16, 24, 40, 0.45)',
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: `min(320px, calc(100vw - ${vars.space.xxl}))`,
  overflowY: 'auto',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const drawerClose = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
});

export const drawerIdentity = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  lineHeight: vars.lineHeight.tight,
});

export const drawerRole = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const drawerActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  listStyle: 'none',
});

export const drawerLabel = style({
  paddingInline: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const drawerSeparator = style({
  marginBlock: vars.space.xs,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const drawerAction = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.control.md,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

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

// On a phone the submenu is one row that scrolls sideways in itself, instead of three rows of links above the page.
export const submenu = style({
  ...bar,
  paddingBlock: vars.space.xs,
  '@media': { [media.phone]: { paddingInline: vars.space.sm, overflowX: 'auto' } },
});

globalStyle(`${submenu} nav, ${submenu} ul`, { '@media': { [media.phone]: { flexWrap: 'nowrap' } } });

export const breadcrumbs = style({
  ...bar,
  paddingBlock: vars.space.xxs,
  backgroundColor: vars.color.background,
  '@media': { [media.phone]: { paddingInline: vars.space.sm } },
});

export const main = style({
  flex: 1,
  outline: 'none',
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.lg,
  // The paper has margins of its own: the content takes the whole printable width.
  '@media': { [media.phone]: { padding: vars.space.md }, [media.print]: { maxWidth: 'none', padding: 0 } },
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

export const footerLink = style({ ...touchSized, color: vars.color.brand });

// On paper the page is its content alone: no header (modules, complejo, account), submenu, breadcrumbs, footer, or
// the drawer and skip link that serve the screen.
globalStyle(`${header}, ${submenu}, ${breadcrumbs}, ${footer}, ${skipLink}, ${drawer}, ${drawerOverlay}`, {
  '@media': { [media.print]: { display: 'none' } },
});
