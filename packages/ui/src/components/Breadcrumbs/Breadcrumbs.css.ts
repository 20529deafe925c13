import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { touchSized } from '../../theme/media';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const link = style({
  ...touchSized,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
