import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The notes keep the lines they were typed with. */
export const notes = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** What the desvinculación finishes, read-only, under the person: a quiet box, not a field. */
export const consequence = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
