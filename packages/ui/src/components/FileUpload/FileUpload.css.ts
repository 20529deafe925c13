import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSurface },
    '&[data-disabled="true"]': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const zoneText = style({ margin: 0 });

export const rejections = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const fileBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const fileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const fileMeta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="error"]': { color: vars.color.danger },
    '&[data-status="done"]': { color: vars.color.success },
  },
});

export const actions = style({ display: 'flex', gap: vars.space.xs });
