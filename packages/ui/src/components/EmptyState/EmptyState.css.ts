import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({ margin: 0, maxWidth: vars.size.formMax });

export const action = style({ marginBlockStart: vars.space.sm });
