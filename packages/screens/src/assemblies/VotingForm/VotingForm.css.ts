import { media, vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The options being typed: number, text, then the buttons that move and remove it. */
export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.xs,
});

/** The field's label sits above it: the buttons line up with the input, not with the label. */
export const optionButtons = style({
  display: 'flex',
  gap: vars.space.xxs,
  paddingTop: vars.space.lg,
  '@media': { [media.phone]: { paddingTop: vars.space.lg } },
});

export const optionsFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const listError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const recordOptions = style({ margin: 0, paddingLeft: vars.space.lg });

export const verdict = style({ margin: `${vars.space.md} 0 0`, fontWeight: vars.fontWeight.semibold });
