import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  height: 'auto',
  minHeight: `calc(${vars.size.control.md} * 2)`,
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});

export const counter = style({
  alignSelf: 'flex-end',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-full="true"]': { color: vars.color.danger } },
});
